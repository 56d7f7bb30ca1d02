import Foundation

/// Human output helpers for `kiosk wine`.
enum WineFormat {
    /// `2026-11-22`, in UTC so output does not depend on the machine's zone.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Prints an aligned table with a header row.
    static func table(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        for row in all {
            let cells = row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return rightAligned.contains(column) ? padding + text : text + padding
            }
            Output.line(cells.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
    }
}
