import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file replaced all at once: the new content goes to a temporary file beside the target
/// (`.NAME.xmlreading-XXXXXX`, in the same folder, so on the same file system), and ``commit()``
/// renames it over the target only once all of it is written and flushed to disk (`fsync`).
/// Until then, and after any error, the target is untouched byte for byte; ``discard()`` (and a
/// failed ``write(_:)`` or ``commit()``) closes and removes the temporary file.
///
/// ```swift
/// try AtomicFile.replace(url) { file in try file.write(Array("<note/>\n".utf8)) }
/// ```
///
/// - The replaced file keeps the target's permission bits; a new file gets `0666` less the
///   umask, as `open(2)` gives. (Its owner is whoever writes it, as with any new file.)
/// - When the target is a symbolic link, the file it points to (through any chain of links) is
///   replaced, the temporary file made beside that file, and the link stays a link.
/// - A target that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) cannot
///   be replaced; it is written in place, as before.
/// - A process killed while writing cannot remove its temporary file: a `.NAME.xmlreading-XXXXXX`
///   may remain beside the target, which is intact.
///
/// Errors are ``XMLReadingError``s with the code ``XMLReadingError/Code/outputUnavailable``
/// naming the path as given and the system's reason: `cannot create the file PATH: REASON` when
/// the temporary file cannot be made, `cannot write to the file PATH: REASON` when writing,
/// flushing or renaming fails.
final class AtomicFile {
    /// The path as the caller gave it, for messages.
    let path: String
    /// The file that is replaced: `path` with its symbolic links followed.
    let destination: String
    /// The temporary file being written, beside `destination`; `nil` when `destination` is not a
    /// regular file and is written in place.
    let temporaryPath: String?
    /// A seam for tests: writing fails with `ENOSPC` once this many bytes are written, as on a
    /// full disk (the bytes up to it are written).
    private var bytesLeft: Int?
    private var descriptor: Int32

    /// Writes a file through `body` and replaces the file at `url` with it once `body` returns;
    /// when `body` throws, the temporary file is removed, the target untouched, and the error
    /// rethrown. `byteLimit` is for tests: the write fails as on a full disk after that many bytes.
    static func replace(_ url: URL, failingAfter byteLimit: Int? = nil, _ body: (AtomicFile) throws -> Void) throws {
        let file = try AtomicFile(replacing: url.path, named: url.relativePath, failingAfter: byteLimit)
        do {
            try body(file)
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// Creates the temporary file beside the file at `path` (or beside the file its symbolic link
    /// points to), with the target's permission bits when it exists. `given` is the path for
    /// messages.
    init(replacing path: String, named given: String, failingAfter byteLimit: Int? = nil) throws(XMLReadingError) {
        self.path = given
        bytesLeft = byteLimit
        var existing = stat()
        let exists: Bool
        if stat(path, &existing) == 0 {
            exists = true
        } else if errno == ENOENT {
            exists = false  // a new file, or a link to one
        } else {
            throw Self.error("cannot create the file", given, errno)
        }
        let kind = existing.st_mode & S_IFMT
        if exists && kind == S_IFDIR {
            throw Self.error("cannot create the file", given, EISDIR)
        }
        if exists && kind != S_IFREG {
            // A device, a FIFO, a socket: nothing to rename over; written in place.
            destination = path
            temporaryPath = nil
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Self.error("cannot create the file", given, errno) }
            return
        }
        destination = try Self.followingLinks(path, given: given)
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let prefix = (folder.isEmpty ? "" : folder + "/") + "." + name + ".xmlreading-"
        var made: (path: String, descriptor: Int32)?
        var failure: Int32 = EEXIST
        // O_EXCL with a fresh random suffix, as mkstemp does, but with mode 0666 so that the umask
        // applies as for any new file (mkstemp makes 0600).
        for _ in 0..<100 where made == nil && failure == EEXIST {
            let candidate = prefix + Self.randomSuffix()
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                made = (candidate, descriptor)
            } else {
                failure = errno
            }
        }
        guard let made else { throw Self.error("cannot create the file", given, failure) }
        temporaryPath = made.path
        descriptor = made.descriptor
        if exists && fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw failed() }
    }

    /// Appends `bytes` to the temporary file; on failure the temporary file is removed.
    func write(_ bytes: [UInt8]) throws(XMLReadingError) {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                var count = buffer.count - offset
                if let bytesLeft { count = min(count, bytesLeft) }
                let written = count > 0 ? systemWrite(descriptor, buffer.baseAddress! + offset, count) : -1
                if written < 0 {
                    if count == 0 {
                        failure = ENOSPC
                        return
                    }
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
                if let left = bytesLeft { bytesLeft = left - written }
            }
        }
        if failure != 0 { throw failed(failure) }
    }

    /// Flushes the temporary file to disk and renames it over the destination; on failure the
    /// temporary file is removed and the destination is untouched.
    func commit() throws(XMLReadingError) {
        guard let temporaryPath else {
            let failed = close(descriptor) != 0
            descriptor = -1
            if failed { throw Self.error("cannot write to the file", path, errno) }
            return
        }
        if fsync(descriptor) != 0 { throw failed() }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw failed() }
        if rename(temporaryPath, destination) != 0 { throw failed() }
        // The rename reaches the disk with its folder; the file is already replaced, so a failure
        // here loses nothing.
        let folder = (destination as NSString).deletingLastPathComponent
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Closes and removes the temporary file; the destination is untouched. Does nothing the
    /// second time.
    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        if let temporaryPath { unlink(temporaryPath) }
    }

    /// Removes the temporary file after a failed call (`fchmod`, `write`, `fsync`, `close`,
    /// `rename`), and gives the error for `code`, or else for `errno`, read before ``discard()``
    /// can change it.
    private func failed(_ code: Int32? = nil) -> XMLReadingError {
        let failure = code ?? errno
        discard()
        return Self.error("cannot write to the file", path, failure)
    }

    /// `cannot create the file PATH: No such file or directory`, with the `POSIXError` as the
    /// underlying error.
    private static func error(_ what: String, _ path: String, _ code: Int32) -> XMLReadingError {
        XMLReadingError(
            code: .outputUnavailable, message: "\(what) \(path): \(String(cString: strerror(code)))",
            underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
    }

    /// `path` with its symbolic links followed (a relative link against its own folder), so that
    /// the file a link points to is replaced, not the link; the path itself when it is no link or
    /// does not exist.
    private static func followingLinks(_ path: String, given: String) throws(XMLReadingError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &target, Int(PATH_MAX))
            guard length >= 0 else { throw error("cannot create the file", given, errno) }
            let link = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                link.hasPrefix("/")
                ? link : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        throw error("cannot create the file", given, ELOOP)
    }

    private static func randomSuffix() -> String {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<6).map { _ in letters.randomElement()! })
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
