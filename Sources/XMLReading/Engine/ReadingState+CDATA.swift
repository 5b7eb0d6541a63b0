import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// CDATA line ends: the one place where the reader normalizes text libxml2 hands over raw.
extension ReadingEngine {
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        CDATABlock.withUnsafeBytes { state.value.cdata($0) }
    }

    func flushCarriageReturn() {
        state.value.flushCarriageReturn()
    }
}

extension ReadingState {
    /// libxml2's push parser hands CDATA over in raw blocks, without the line-end normalization XML
    /// requires (§2.11: CR LF and a lone CR read as LF); a CR ending a block waits for what follows.
    mutating func cdata(_ block: UnsafeRawBufferPointer) {
        guard pendingCarriageReturn || block.contains(0x0D) else {
            characters(String(decoding: block, as: UTF8.self))
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(block.count + 1)
        var index = 0
        if pendingCarriageReturn {
            pendingCarriageReturn = false
            bytes.append(0x0A)
            if block.first == 0x0A { index = 1 }
        }
        while index < block.count {
            let byte = block[index]
            index += 1
            guard byte == 0x0D else {
                bytes.append(byte)
                continue
            }
            if index == block.count {
                pendingCarriageReturn = true
            } else {
                bytes.append(0x0A)
                if block[index] == 0x0A { index += 1 }
            }
        }
        if !bytes.isEmpty { characters(String(decoding: bytes, as: UTF8.self)) }
    }

    /// Sends the carriage return a CDATA block ended with, as the LF it reads as.
    mutating func flushCarriageReturn() {
        pendingCarriageReturn = false
        characters("\n")
    }
}
