extension Array {
    /// Appends an item read into a collection (``Item``, ``Case`` in a ``Many``). The first item
    /// reserves room for four, for elements of up to 1 KiB (the policy of Rust's `Vec`): most
    /// collections in documents hold a few items, and an array growing from nothing one item at a
    /// time reallocates and copies at one, two and four.
    ///
    /// ```swift
    /// var authors: [Author] = []
    /// authors.appendItem(first)     // capacity 4
    /// authors.appendItem(second)    // no reallocation
    /// ```
    @inlinable @inline(__always)
    mutating func appendItem(_ item: consuming Element) {
        if capacity == 0 && MemoryLayout<Element>.stride <= 1024 { reserveCapacity(4) }
        append(item)
    }
}
