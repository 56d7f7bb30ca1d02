import TestSupport
import Testing
import TerminalUI

@Suite struct TableTests {
    static let wines = [("Château Margaux", "Red", "$499.99"), ("Cloudy Bay Sauvignon Blanc", "White", "$29.00"), ("獺祭 Dassai 45", "Sake", "$38.50")]

    func table(selection: Int? = 1) -> Table {
        Table(columns: [
            Table.Column("Name", width: .flexible(minimum: 10, weight: 2)),
            Table.Column("Type", width: .flexible(minimum: 5)),
            Table.Column("Price", width: .fixed(8), alignment: .trailing),
        ], rowCount: Self.wines.count, selection: selection, emptyText: "No wines")
    }

    func render(width: Int) -> Frame {
        var frame = Frame(size: Size(width: width, height: 5))
        table().render(into: &frame, in: frame.bounds) { row, column in
            let wine = Self.wines[row]
            return [Span([wine.0, wine.1, wine.2][column])]
        }
        return frame
    }

    @Test func columnsShareTheWidthByWeight() {
        #expect(table().columnWidths(for: 50) == [25, 13, 8])
    }

    @Test func columnsThatDoNotFitAreDroppedFromTheRight() {
        #expect(table().columnWidths(for: 20) == [12, 6, 0])
        #expect(table().columnWidths(for: 12) == [12, 0, 0])
        #expect(table().columnWidths(for: 5) == [0, 0, 0])
    }

    @Test func wideAndNarrow() {
        Snapshot.assert(lines: render(width: 60).lines, named: "wide")
        Snapshot.assert(lines: render(width: 30).lines, named: "narrow")
    }

    @Test func anEmptyTableShowsItsText() {
        var frame = Frame(size: Size(width: 30, height: 4))
        Table(columns: [Table.Column("Name", width: .flexible(minimum: 4))], rowCount: 0, selection: nil, emptyText: "No wines")
            .render(into: &frame, in: frame.bounds) { _, _ in [] }
        Snapshot.assert(lines: frame.lines, named: "empty")
    }
}
