#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts text in one encoding to UTF-8, piece by piece, with the C library's `iconv`.
///
/// ```swift
/// let transcoder = Transcoder(from: "Shift_JIS")!
/// let result = transcoder.convert(input, into: output)  // (consumed, produced, stop)
/// ```
///
/// A character split between two pieces stops the conversion with ``Stop/incomplete``: the caller
/// keeps the bytes left over and hands them in again, in front of the next piece.
final class Transcoder {
    enum Stop: Equatable {
        /// Every input byte was converted.
        case inputUsed
        /// The output buffer is full; call again with the rest of the input.
        case outputFull
        /// The input ends inside a character.
        case incomplete
        /// The bytes at `consumed` are not a character of the encoding.
        case invalid
    }

    private let handle: iconv_t
    let name: String

    /// A converter from `name` (an IANA name or alias iconv knows), or `nil` when there is none.
    init?(from name: String) {
        let handle = iconv_open("UTF-8", name)
        guard let handle, Int(bitPattern: handle) != -1 else { return nil }
        self.handle = handle
        self.name = name
    }

    deinit {
        iconv_close(handle)
    }

    /// Converts as much of `input` as fits into `output`.
    func convert(_ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> (
        consumed: Int, produced: Int, stop: Stop
    ) {
        guard let inputBase = input.baseAddress, input.count > 0 else { return (0, 0, .inputUsed) }
        var inputPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(mutating: inputBase)
            .assumingMemoryBound(to: CChar.self)
        var outputPointer = output.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
        var inputLeft = input.count
        var outputLeft = output.count
        let result = iconv(handle, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
        let consumed = input.count - inputLeft
        let produced = output.count - outputLeft
        if result != -1 { return (consumed, produced, .inputUsed) }
        switch errno {
        case E2BIG: return (consumed, produced, .outputFull)
        case EINVAL: return (consumed, produced, .incomplete)
        default: return (consumed, produced, .invalid)
        }
    }

    /// Writes what a stateful encoding still owes at the end of the input (a shift back to its
    /// initial state); returns the bytes produced.
    func finish(into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var outputPointer = output.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
        var outputLeft = output.count
        _ = iconv(handle, nil, nil, &outputPointer, &outputLeft)
        return output.count - outputLeft
    }

    /// Converts `bytes` from the encoding's initial state, up to the first byte it refuses.
    private func decodeFromStart(_ bytes: UnsafeBufferPointer<UInt8>) -> (text: ArraySlice<UInt8>, isValid: Bool) {
        _ = iconv(handle, nil, nil, nil, nil)
        defer { _ = iconv(handle, nil, nil, nil, nil) }
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        let result = output.withUnsafeMutableBufferPointer { convert(bytes, into: $0) }
        return (output[0..<result.produced], result.stop == .inputUsed || result.stop == .incomplete)
    }

    /// The characters of `bytes` as ASCII bytes (0 for any other character), up to the first that
    /// cannot be converted.
    func asciiView(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        decodeFromStart(bytes).text.compactMap { byte in
            byte < 0x80 ? byte : (byte & 0xC0 == 0x80 ? nil : 0)
        }
    }

    /// Whether `bytes` read in this encoding are the ASCII characters `view` starts with.
    func decodesAsASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ view: [UInt8]) -> Bool {
        let (text, isValid) = decodeFromStart(bytes)
        guard isValid, text.count <= view.count, !text.contains(0) else { return false }
        return text.elementsEqual(view[0..<text.count])
    }

    /// How many bytes from the start of `bytes` make up the sequence the encoding refuses (1 to 4):
    /// the shortest prefix the converter calls invalid.
    static func invalidSequenceLength(in name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let probe = Transcoder(from: name) else { return 1 }
        var output = [UInt8](repeating: 0, count: 64)
        for length in 1...min(4, max(bytes.count, 1)) {
            _ = iconv(probe.handle, nil, nil, nil, nil)
            let stop = output.withUnsafeMutableBufferPointer {
                probe.convert(UnsafeBufferPointer(rebasing: bytes[0..<min(length, bytes.count)]), into: $0).stop
            }
            if stop != .incomplete { return min(length, bytes.count) }
        }
        return min(4, bytes.count)
    }
}
