import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// CDATA line ends: the one place where the reader normalizes text libxml2 hands over raw.
extension ReadingEngine {
    /// libxml2's push parser hands CDATA over in raw blocks, without the line-end normalization XML
    /// requires (§2.11: CR LF and a lone CR read as LF); a CR ending a block waits for what follows.
    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard state.value.pendingCarriageReturn || CDATABlock.contains(0x0D) else {
            state.value.characters(String(decoding: CDATABlock, as: UTF8.self))
            return
        }
        var block = CDATABlock[...]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(block.count + 1)
        if state.value.pendingCarriageReturn {
            state.value.pendingCarriageReturn = false
            bytes.append(0x0A)
            if block.first == 0x0A { block = block.dropFirst() }
        }
        var index = block.startIndex
        while index < block.endIndex {
            let byte = block[index]
            index = block.index(after: index)
            guard byte == 0x0D else {
                bytes.append(byte)
                continue
            }
            if index == block.endIndex {
                state.value.pendingCarriageReturn = true
            } else {
                bytes.append(0x0A)
                if block[index] == 0x0A { index = block.index(after: index) }
            }
        }
        if !bytes.isEmpty { state.value.characters(String(decoding: bytes, as: UTF8.self)) }
    }

    func flushCarriageReturn() {
        state.value.pendingCarriageReturn = false
        state.value.characters("\n")
    }
}
