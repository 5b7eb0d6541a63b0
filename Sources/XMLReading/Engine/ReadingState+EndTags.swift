import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// End tags: a value stored, a model finished and handed to its parent or the caller, a scope left.
extension ReadingState {
    /// The innermost open element ends (the one ``ElementPath/last`` names: a parser reports only
    /// end tags that match their start tags, and the reader needs the name only inside markup it keeps).
    mutating func end() {
        guard !isFinished else { return }
        if _slowPath(pendingCarriageReturn) { flushCarriageReturn() }
        if !identityScopes.isEmpty, !closeIdentityScopes() { return }
        defer {
            let depth = path.depth
            namespaces.unbind(depth: depth)
            path.pop()
            if path.depth == 0 { rootClosed = true }
        }
        // Inside something read another way, an element that ends is not the one that began it.
        switch mode {
        case .ignoring(let depth):
            mode = depth > 1 ? .ignoring(depth: depth - 1) : .reading
            if depth == 1 { nilDepth = 0 }
            return
        case .collectingText(let nesting) where nesting > 0:
            mode = .collectingText(nesting: nesting - 1)
            return
        case .elementReader(let depth) where depth > 1:
            mode = .elementReader(depth: depth - 1)
            do { try reader!.end() } catch { report(error) }
            return
        case .capturingElement(let depth) where depth > 1:
            mode = .capturingElement(depth: depth - 1)
            flushCapturedText()
            let element = captured.removeLast()
            captured[captured.count - 1].content.append(.element(element))
            return
        case .capturingXML(let depth) where depth > 1:
            mode = .capturingXML(depth: depth - 1)
            xmlWriter.end(path.last ?? "")
            return
        default:
            break
        }
        guard let level = levels.popLast() else { return }
        defer { updateOwnTextFrame() }
        switch level.kind {
        case .search, .skip:
            break
        case .text:
            mode = .reading
            storeText(slot: level.slot)
        case .capture:
            mode = .reading
            flushCapturedText()
            let element = keepingOutsideDeclarations(captured.removeLast(), depth: path.depth)
            if let frame = scopeFrame, let store = frame.table.slots[level.slot].capture { store(frame, element) }
        case .xml:
            mode = .reading
            if let frame = scopeFrame, let store = frame.table.slots[level.slot].xmlString {
                store(frame, xmlWriter.output)
            }
            xmlWriter.reset()
        case .reader:
            mode = .reading
            guard let box = reader, let frameReference = scopeReference else { break }
            reader = nil
            do {
                try frameReference.withInstance { frame in
                    try frame.tableReference.withInstance { table in
                        try table.slotReferences[level.slot].withInstance { entry in
                            try entry.reader!.store(frame, box)
                        }
                    }
                }
            } catch {
                report(error)
            }
        case .container:
            scope = level.parentScope
            // The entry of a Keyed by a child's text ends with its key and its value; Pairs end
            // with no key waiting.
            if let frameReference = level.frameReference {
                let frame = frameReference.takeUnretainedValue()
                if frame.table.slots[level.slot].pairRole == .pairsContainer {
                    if let key = frame.pendingKey {
                        frame.pendingKey = nil
                        report(UnpairedEntry.keyWithoutValue(key, followedByKey: false))
                    }
                } else {
                    let state = frame.entryState
                    frame.entryState = 0
                    frame.pendingKey = nil
                    frame.pendingValue = nil
                    if state & 3 != 3 {
                        report(UnpairedEntry.incompleteEntry(missing: state & 1 == 0 ? "key" : "value"))
                    }
                }
            }
        case .model:
            // Everything borrowed: the frame is owned by `frames` until the end of this case.
            var poolIndex = -1
            defer {
                let frame = frames.removeLast()
                // Slots numbered past the limit (a process with thousands of nested entries) are
                // not pooled, so a read's spare table stays small.
                if poolIndex >= 0 && poolIndex < FramePool.limit {
                    if poolIndex >= spareFrames.count {
                        spareFrames.append(contentsOf: repeatElement(nil, count: poolIndex + 1 - spareFrames.count))
                    }
                    spareFrames[poolIndex] = frame
                }
            }
            do {
                let delivered = try level.frameReference.unsafelyUnwrapped.withInstance { frame in
                    try frame.tableReference.withInstance { table in
                        if table.checksEnd { try Self.checkEnd(of: frame, table: table) }
                        if table.hasText { try table.text.unsafelyUnwrapped.store(frame, frame.ownText) }
                        if !table.completions.isEmpty {
                            for hook in table.completions { try hook(frame) }
                        }
                    }
                    guard let parentReference = level.parentReference else { return try root.deliver(frame) }
                    parentReference.withInstance { parent in
                        parent.tableReference.withInstance { table in
                            table.slotReferences[level.slot].withInstance { entry in
                                entry.storeNested(parent, frame)
                                poolIndex = entry.poolIndex
                            }
                        }
                    }
                    return true
                }
                if !delivered {
                    mode = .stopped
                    halt()
                }
            } catch {
                report(error)
                return
            }
            scopeReference = level.parentReference
            scope = level.parentScope
        }
    }

    /// Closes the ``Unique`` and ``KeyReference`` scopes of the element that ends; `false` when a
    /// reference is not found (the read failed). Out of line: most documents open no scope.
    @inline(never)
    mutating func closeIdentityScopes() -> Bool {
        do {
            try identityScopes.close(depth: path.depth)
            return true
        } catch {
            report(error)
            return false
        }
    }
}
