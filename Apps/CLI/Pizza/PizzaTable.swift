/// Plain-text tables for the pizza commands: columns padded to their widest cell, prices
/// right-aligned.
enum PizzaTable {
    /// The lines of a table with a header row.
    ///
    /// - Parameter right: the indices of the columns aligned to the right (numbers, prices).
    static func render(_ header: [String], _ rows: [[String]], right: Set<Int> = []) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return right.contains(column) ? padding + cell : (column == row.count - 1 ? cell : cell + padding)
            }
            .joined(separator: "  ")
        }
    }
}
