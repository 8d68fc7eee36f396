// Reads DOT text into a Graphviz (cgraph) graph whose object ids are handed out
// in creation order, so that layout and drawing are the same in every process.
//
// Why: Graphviz 2.42 keeps a graph's subgraphs (clusters) in a dictionary ordered
// by object id, and its default ID discipline (AgIdDisc, used by agmemread) makes
// the id of a named object the address of its interned name string. Clusters were
// therefore emitted in heap-address order, which differs from run to run: same DOT,
// different SVG. Here the graph is read with agread and a discipline of our own:
// named objects keep their names in cgraph's internal name map (the discipline
// declines to map names, and cgraph's agmapnametoid then keeps the name itself and
// asks for an anonymous id, the path it has for disciplines that cannot map names),
// and every id is the next number of a counter that starts at 1 for each reader. Ids then follow the order the DOT text declares things in.
// Simplifies: input comes from memory only, one line per read call (as agmemread
// does); nothing is written through this discipline.
import CGraphviz

/// DOT text, read into cgraph graphs with ids in creation order.
///
/// Not thread-safe, like the parser it drives: use it under `GraphvizSession`'s lock.
/// The reader must outlive every graph it returns (the graphs keep pointers to its
/// disciplines), so close those graphs before the reader goes away.
final class GraphvizReader {
    /// The text and how much of it has been read: the I/O channel handed to cgraph.
    private let channel: UnsafeMutablePointer<Channel>
    /// cgraph's discipline: `Agdisc_t` at offset 0, then the id counter (see `counterOffset`).
    private let block: UnsafeMutableRawPointer
    private let idDiscipline: UnsafeMutablePointer<Agiddisc_t>
    private let ioDiscipline: UnsafeMutablePointer<Agiodisc_t>

    /// Where the id counter sits in `block`: right after the `Agdisc_t`, so the
    /// discipline's `open` callback, which is given the `Agdisc_t`, can find it.
    private static let counterOffset: Int = {
        let alignment = MemoryLayout<IDTYPE>.alignment
        return (MemoryLayout<Agdisc_t>.size + alignment - 1) / alignment * alignment
    }()

    /// A reader of `dot`; NUL bytes become spaces (the parser stops at one, and DOT never needs one).
    init(dot: String) {
        let bytes = Array(dot.utf8).map { $0 == 0 ? UInt8(ascii: " ") : $0 }
        let text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = text.initialize(from: bytes)
        channel = UnsafeMutablePointer<Channel>.allocate(capacity: 1)
        channel.initialize(to: Channel(text: text, offset: 0))

        idDiscipline = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        idDiscipline.initialize(
            to: Agiddisc_t(
                open: Self.openIDs, map: Self.mapID, alloc: Self.refuseID, free: Self.freeID,
                print: Self.printID, close: Self.closeIDs, idregister: Self.registerObject))
        ioDiscipline = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        ioDiscipline.initialize(
            to: Agiodisc_t(afread: Self.readLine, putstr: Self.refuseWrite, flush: Self.flushNothing))

        block = UnsafeMutableRawPointer.allocate(
            byteCount: Self.counterOffset + MemoryLayout<IDTYPE>.size,
            alignment: max(MemoryLayout<Agdisc_t>.alignment, MemoryLayout<IDTYPE>.alignment))
        // mem is nil: cgraph then uses its default allocator (malloc).
        block.initializeMemory(
            as: Agdisc_t.self, repeating: Agdisc_t(mem: nil, id: idDiscipline, io: ioDiscipline), count: 1)
        (block + Self.counterOffset).initializeMemory(as: IDTYPE.self, repeating: 1, count: 1)
    }

    deinit {
        channel.pointee.text.deallocate()
        channel.deinitialize(count: 1)
        channel.deallocate()
        idDiscipline.deallocate()
        ioDiscipline.deallocate()
        block.deallocate()
    }

    /// The next graph in the text, or nil at its end or after a syntax error
    /// (Graphviz reports the error through its error handler and `agerrors()`).
    func nextGraph() -> UnsafeMutablePointer<Agraph_t>? {
        agread(UnsafeMutableRawPointer(channel), block.assumingMemoryBound(to: Agdisc_t.self))
    }

    // MARK: The ID discipline (C callbacks; state is the counter in `block`)

    /// Each graph read gets, as its state, the counter after the `Agdisc_t`.
    private static let openIDs:
        @convention(c) (UnsafeMutablePointer<Agraph_t>?, UnsafeMutablePointer<Agdisc_t>?) -> UnsafeMutableRawPointer? =
            { _, discipline in
                discipline.map { UnsafeMutableRawPointer($0) + GraphvizReader.counterOffset }
            }

    /// A name is not mapped here (returning 0 makes cgraph keep it in its internal
    /// name map, then ask for an anonymous id); an anonymous id is the counter's next value.
    private static let mapID:
        @convention(c) (
            UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<IDTYPE>?, Int32
        ) -> Int = { state, _, name, id, _ in
            guard name == nil, let state, let id else { return 0 }
            let counter = state.assumingMemoryBound(to: IDTYPE.self)
            id.pointee = counter.pointee
            counter.pointee &+= 1
            return 1
        }

    /// Ids chosen by the caller (agidnode, agidsubg) are refused, as AgIdDisc does.
    private static let refuseID: @convention(c) (UnsafeMutableRawPointer?, Int32, IDTYPE) -> Int = { _, _, _ in 0 }
    private static let freeID: @convention(c) (UnsafeMutableRawPointer?, Int32, IDTYPE) -> Void = { _, _, _ in }
    /// Names come from cgraph's internal map, which agnameof consults first.
    private static let printID:
        @convention(c) (UnsafeMutableRawPointer?, Int32, IDTYPE) -> UnsafeMutablePointer<CChar>? = { _, _, _ in nil }
    /// The counter belongs to the reader, which frees it.
    private static let closeIDs: @convention(c) (UnsafeMutableRawPointer?) -> Void = { _ in }
    private static let registerObject:
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, _, _ in }

    // MARK: The I/O discipline (C callbacks; the channel is `channel`, a `Channel`)

    /// Copies the next line of the text (through its newline, or as much as fits)
    /// into `buffer`; 0 at the end.
    private static let readLine:
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32 = {
            channel, buffer, size in
            guard let channel, let buffer, size > 0 else { return 0 }
            return channel.assumingMemoryBound(to: Channel.self).pointee.copyLine(into: buffer, size: Int(size))
        }

    private static let refuseWrite: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Int32 = {
        _, _ in -1
    }
    private static let flushNothing: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { _ in 0 }

    /// The text being read and the offset of the next read.
    private struct Channel {
        let text: UnsafeMutableBufferPointer<UInt8>
        var offset: Int

        /// Copies bytes from `offset` through the next newline, at most `size`
        /// of them, into `buffer`; the count copied (0 at the end of the text).
        mutating func copyLine(into buffer: UnsafeMutablePointer<CChar>, size: Int) -> Int32 {
            let remaining = text.count - offset
            guard remaining > 0, size > 0 else { return 0 }
            var count = 0
            while count < min(remaining, size) {
                let byte = text[offset + count]
                buffer[count] = CChar(bitPattern: byte)
                count += 1
                if byte == UInt8(ascii: "\n") { break }
            }
            offset += count
            return Int32(count)
        }
    }
}
