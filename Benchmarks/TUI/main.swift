// tui-bench: the TUI's render + diff budget, measured on a catalog-like screen.
//
// A 10,000-item wine list at 200×60: each frame renders the whole screen from state (title
// bar, search field, banner, a table of the visible rows, help line), diffs it against the
// previous frame and encodes the diff to ANSI bytes, as the event loop does. Claims checked:
// under 2 ms per frame, and a one-line change writes under 200 bytes. Exits 1 if either fails.
import TerminalUI

#if canImport(Glibc)
import Glibc
#endif

/// The state a catalog screen shows.
struct CatalogState {
    var names: [String]
    var regions: [String]
    var prices: [String]
    var quantities: [Int]
    var selection = 0
    var search = "merlot"
}

let size = Size(width: 200, height: 60)
let count = 10_000

func makeState() -> CatalogState {
    let producers = ["Château", "Domaine", "Bodega", "Weingut", "Cantina", "酒造"]
    let grapes = ["Merlot", "Cabernet Sauvignon", "Pinot Noir", "Riesling", "Grüner Veltliner", "Nebbiolo"]
    let regions = ["Bordeaux", "Napa Valley", "Mosel", "Rioja", "Piemonte", "山梨"]
    var state = CatalogState(names: [], regions: [], prices: [], quantities: [])
    for index in 0..<count {
        state.names.append("\(producers[index % producers.count]) \(grapes[index / 7 % grapes.count]) No. \(index + 1) \(2000 + index % 24)")
        state.regions.append(regions[index / 3 % regions.count])
        state.prices.append("$\(10 + index % 490).\(String(format2(index % 100)))")
        state.quantities.append(index % 11 == 0 ? index % 5 + 1 : 0)
    }
    return state
}

func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

/// The screen, as a pure function of the state.
func render(_ state: CatalogState) -> Frame {
    var frame = Frame(size: size)
    let bar = Style(bold: true, reverse: true)
    frame.fill(frame.bounds.row(0), with: Cell(" ", style: bar))
    frame.text(" Kiosk › Wine Club › Catalog", in: frame.bounds.row(0), style: bar)
    frame.text("Ana Díaz · cart 7 ", in: frame.bounds.row(0), style: bar, alignment: .trailing)
    Banner(.notice, "Showing saved data: the catalog was imported 2 days ago", hint: "i import").render(into: &frame, in: frame.bounds.row(1))
    frame.text("Search", in: Rect(x: 1, y: 2, width: 7, height: 1), style: .plain.bolded)
    TextField(text: state.search).render(into: &frame, in: Rect(x: 8, y: 2, width: 40, height: 1))
    frame.line([Span("Sort ", style: .plain.dimmed), Span("name A→Z", style: .plain.bolded), Span("  Type ", style: .plain.dimmed), Span("Red", style: .plain.bolded)], in: Rect(x: 52, y: 2, width: 60, height: 1))
    let table = Table(columns: [
        Table.Column("", width: .fixed(3)),
        Table.Column("Name", width: .flexible(minimum: 20, weight: 3)),
        Table.Column("Region", width: .flexible(minimum: 10)),
        Table.Column("Price", width: .fixed(9), alignment: .trailing),
        Table.Column("In cart", width: .fixed(7), alignment: .trailing),
    ], rowCount: state.names.count, selection: state.selection)
    table.render(into: &frame, in: Rect(x: 1, y: 4, width: size.width - 2, height: size.height - 5)) { row, column in
        switch column {
        case 0: return [Span(row % 4 == 0 ? "▣" : " ", style: .plain.dimmed)]
        case 1: return [Span(state.names[row])]
        case 2: return [Span(state.regions[row], style: .plain.dimmed)]
        case 3: return [Span(state.prices[row], style: Style(foreground: .hex(0xFFCD2B)))]
        default: return [Span(state.quantities[row] == 0 ? "" : "×\(state.quantities[row])", style: .plain.bolded)]
        }
    }
    HelpLine([KeyHelp("↑↓", "move"), KeyHelp("enter", "detail"), KeyHelp("a", "quick add"), KeyHelp("/", "search"), KeyHelp("s", "sort"), KeyHelp("f", "filter"), KeyHelp("c", "cart")],
             trailing: [KeyHelp("esc", "back"), KeyHelp("?", "help")]).render(into: &frame, in: frame.bounds.row(size.height - 1))
    return frame
}

/// Milliseconds of `body`, best of the run's steady state.
func measure(_ frames: Int, _ body: (Int) -> Int) -> (times: [Double], bytes: [Int]) {
    let clock = ContinuousClock()
    var times: [Double] = [], bytes: [Int] = []
    for index in 0..<frames {
        var written = 0
        let elapsed = clock.measure { written = body(index) }
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        bytes.append(written)
    }
    return (times, bytes)
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// Prints the figures; returns the median, the figure checked against the budget.
/// NB: the median, not the mean: on a shared machine preemption inflates the mean and the tail.
func report(_ name: String, _ result: (times: [Double], bytes: [Int])) -> Double {
    let mean = result.times.reduce(0, +) / Double(result.times.count)
    let meanBytes = result.bytes.reduce(0, +) / max(1, result.bytes.count)
    print("\(name): mean \(fmt(mean)) ms, p50 \(fmt(percentile(result.times, 0.5))) ms, p99 \(fmt(percentile(result.times, 0.99))) ms, \(meanBytes) bytes/frame (max \(result.bytes.max() ?? 0))")
    return percentile(result.times, 0.5)
}

func fmt(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(format2(hundredths % 100))"
}

// The machine's load, since the figures depend on it.
if let file = fopen("/proc/loadavg", "r") {
    var buffer = [CChar](repeating: 0, count: 128)
    if fgets(&buffer, 128, file) != nil {
        let load = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        print("load average: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
    }
    fclose(file)
}
let encoder = ANSIEncoder(depth: .trueColor)
var state = makeState()
var previous = render(state)
var failed = false

// Warm up, then: the selection moving down the list one row per frame (the whole visible
// list shifts, since the window keeps the selection centred).
for _ in 0..<20 { previous = render(state) }
let scrolling = measure(500) { _ in
    state.selection += 1
    let next = render(state)
    let bytes = encoder.encode(FrameDiff.commands(from: previous, to: next))
    previous = next
    return bytes.count
}
let scrollMedian = report("scroll by one row (render+diff+encode, 200×60, 10,000 items)", scrolling)

// One line changes: the quantity of the selected wine goes up.
let oneLine = measure(500) { _ in
    state.quantities[state.selection] += 1
    let next = render(state)
    let bytes = encoder.encode(FrameDiff.commands(from: previous, to: next))
    previous = next
    return bytes.count
}
let oneLineMedian = report("one-line change (quantity of the selected row)", oneLine)

// Where a frame's time goes, median of each step.
do {
    let clock = ContinuousClock()
    var renderTimes: [Double] = [], diffTimes: [Double] = [], encodeTimes: [Double] = []
    func ms(_ duration: Duration) -> Double { Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3 }
    for _ in 0..<300 {
        state.selection += 1
        var next = previous, commands: [TerminalCommand] = []
        renderTimes.append(ms(clock.measure { next = render(state) }))
        diffTimes.append(ms(clock.measure { commands = FrameDiff.commands(from: previous, to: next) }))
        encodeTimes.append(ms(clock.measure { _ = encoder.encode(commands) }))
        previous = next
    }
    print("  of which (p50): render \(fmt(percentile(renderTimes, 0.5))) ms, diff \(fmt(percentile(diffTimes, 0.5))) ms, encode \(fmt(percentile(encodeTimes, 0.5))) ms")
}

// A full repaint (first frame, or after a resize), for reference.
let full = measure(100) { _ in encoder.encode(FrameDiff.commands(from: nil, to: render(state))).count }
_ = report("full repaint", full)

if scrollMedian >= 2 || oneLineMedian >= 2 {
    print("FAIL: a frame takes 2 ms or more (median)"); failed = true
}
if (oneLine.bytes.max() ?? 0) >= 200 {
    print("FAIL: a one-line change writes 200 bytes or more"); failed = true
}
print(failed ? "tui-bench: FAIL" : "tui-bench: ok (budget: < 2 ms per frame, < 200 bytes for a one-line change)")
exit(failed ? 1 : 0)
