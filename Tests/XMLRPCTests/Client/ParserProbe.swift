#if canImport(FoundationXML) && canImport(Glibc)
    import CXMLReadingLibXML2
    import Foundation
    import Glibc

    /// Tells which parser a read ran on, where both give the same answers: Foundation's
    /// `XMLParser` (its frames, in FoundationXML's library, are on the stack when libxml2
    /// allocates) or XMLReading's engine on libxml2 (no FoundationXML frame).
    ///
    /// ```swift
    /// try ParserProbe.read { try XMLRPCResponse.decode(from: data) }.onXMLParser  // true
    /// ```
    ///
    /// While `body` runs, libxml2's allocator is wrapped (`xmlMemSetup`) by one that, for the
    /// allocations of the probing thread only (a thread-specific value marks it), looks at the call
    /// stack. Other threads' allocations go straight to `malloc`, as before.
    ///
    /// libxml2's allocator is process-wide: `xmlMemSetup` writes the globals every libxml2 call on
    /// every thread reads, unsynchronized (libxml2 has no allocator per parser context), so a
    /// swap while other suites parse in parallel is a data race. The tests that probe therefore
    /// run only in a process of their own, as `.ci/run` runs them (``isEnabled``):
    ///
    /// ```sh
    /// XMLREADING_PARSER_PROBE=1 swift test --skip-build --filter XMLRPCClientParserTests
    /// ```
    enum ParserProbe {
        /// Whether probing is allowed: `XMLREADING_PARSER_PROBE` is set, which `.ci/run` does
        /// only for the probing suite, run alone (the parallel `swift test` skips it).
        static var isEnabled: Bool { ProcessInfo.processInfo.environment["XMLREADING_PARSER_PROBE"] != nil }

        /// What the probing thread's allocations showed.
        final class Sighting {
            var allocations = 0
            var foundationXMLFrames = 0
        }

        /// Marks the probing thread: its value is the thread's ``Sighting``, `nil` on every other.
        static let key: pthread_key_t = {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
            return key
        }()

        /// One probe at a time: libxml2's allocator is global.
        static let lock = NSLock()

        /// What `body` returns, and whether its reads ran on `XMLParser` (`true`) or on libxml2's
        /// engine (`false`); `nil` when libxml2 allocated nothing on this thread (nothing was read).
        static func read<T>(_ body: () throws -> T) rethrows -> (value: T, onXMLParser: Bool?) {
            precondition(isEnabled, "the probe swaps libxml2's process-wide allocator: run its tests alone")
            lock.lock()
            defer { lock.unlock() }
            var free: xmlFreeFunc?
            var malloc: xmlMallocFunc?
            var realloc: xmlReallocFunc?
            var strdup: xmlStrdupFunc?
            xmlMemGet(&free, &malloc, &realloc, &strdup)
            let sighting = Sighting()
            pthread_setspecific(key, Unmanaged.passUnretained(sighting).toOpaque())
            xmlMemSetup(free, probingMalloc, realloc, strdup)
            defer {
                xmlMemSetup(free, malloc, realloc, strdup)
                pthread_setspecific(key, nil)
            }
            let value = try body()
            return (value, sighting.allocations == 0 ? nil : sighting.foundationXMLFrames > 0)
        }

        /// libxml2's allocator while probing: `malloc`, after a look at the caller.
        static let probingMalloc: xmlMallocFunc = { size in
            look()
            return Glibc.malloc(size)
        }

        /// Counts an allocation of the probing thread, and whether FoundationXML is on its stack.
        static func look() {
            guard let marked = pthread_getspecific(key) else { return }
            let sighting = Unmanaged<Sighting>.fromOpaque(marked).takeUnretainedValue()
            sighting.allocations += 1
            // On Linux each frame names the library it is in (`…/libFoundationXML.so(…) [0x…]`).
            for frame in Thread.callStackSymbols where frame.contains("libFoundationXML") {
                sighting.foundationXMLFrames += 1
            }
        }
    }
#endif
