import Presentation
import Testing

/// The import's progress and result in the one wording the CLI, the TUI and the web show.
@Suite struct WineImportProgressWordingTests {
    @Test func progressSaysWinesOnceTheirTotalIsKnown() {
        #expect(ImportProgress(categories: 12).text == "Importing… 12 categories")
        #expect(ImportProgress(categories: 12, imported: 150, total: 400).text == "Importing… 150/400 wines, 12 categories")
        #expect(ImportProgress(categories: 12, imported: 399, total: 400).percent == 99)
    }

    @Test func theResultSaysWhatCameInAndHowLongItTook() {
        let done = ImportProgress(categories: 12, imported: 400, total: 400)
        #expect(done.doneText() == "Imported 12 categories and 400 wines.")
        #expect(done.doneText(seconds: 2.54) == "Imported 12 categories and 400 wines in 2.5 s.")
    }

    @Test func anImportAnotherKioskRanSaysWhatThatOneStored() {
        let waited = ImportProgress(categories: 12, imported: 400, total: 400, byAnotherImport: true)
        #expect(waited.doneText(seconds: 3.04) == "Another kiosk was importing the catalog: it stored 12 categories and 400 wines (waited 3.0 s).")
    }
}
