@testable import Persistence
import TestSupport
import Testing

@Suite struct WineCategoryMemberListTests {
    @Test(arguments: [
        [],
        [0],
        [90_151, 90_152, 90_200, 1_260_511],
        [-5, -1, 0, 3, 1 << 40],
        [Int.min, -1, Int.max],
        [Int.min, Int.max],
    ] as [[Int]])
    func idsComeBackAsTheyWentIn(ids: [Int]) {
        let list = CategoryMemberList(ascending: ids)
        #expect(list.ids == ids)
        #expect(list.count == ids.count)
    }

    @Test func mostGapsOfALargeCatalogTakeOneByte() {
        let ids = Array(stride(from: 90_151, to: 1_260_511, by: 24))
        let list = CategoryMemberList(ascending: ids)
        #expect(list.bytes.count < ids.count + 8)
    }

    @Test func anIDNotAboveTheOneBeforeItIsLeftOut() {
        let list = CategoryMemberList(ascending: [3, 7, 7, 5, 9])
        #expect(list.ids == [3, 7, 9])
        #expect(list.count == 3)
    }

    @Test func filteringKeepsExactlyTheIDsBothHold() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let universe = Int.random(in: 1...5_000, using: &generator)
            let members = (0..<universe).filter { _ in Bool.random(using: &generator) }
            let candidates = (0..<universe).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
            var kept = candidates
            CategoryMemberList(ascending: members).bytes.withUnsafeBytes { CategoryMemberList.filter(&kept, by: $0) }
            #expect(kept == candidates.filter(Set(members).contains))
        }
    }

    @Test func filteringByAnEmptyListKeepsNothingAndAnEmptyCandidateListStaysEmpty() {
        var kept = [1, 2, 3]
        CategoryMemberList(ascending: []).bytes.withUnsafeBytes { CategoryMemberList.filter(&kept, by: $0) }
        #expect(kept.isEmpty)
        var none: [Int] = []
        CategoryMemberList(ascending: [1, 2]).bytes.withUnsafeBytes { CategoryMemberList.filter(&none, by: $0) }
        #expect(none.isEmpty)
    }

    /// A damaged list (a varint cut short, or one longer than 64 bits) ends where the damage
    /// starts: no trap, no id made up.
    @Test func aDamagedListEndsWhereTheDamageStarts() {
        let whole = CategoryMemberList(ascending: [100, 300, 1_000_000])
        let cut = CategoryMemberList(bytes: Array(whole.bytes.dropLast()), count: 3)
        #expect(cut.ids == [100, 300])
        let endless = CategoryMemberList(bytes: whole.bytes + Array(repeating: 0xFF, count: 12), count: 4)
        #expect(endless.ids == [100, 300, 1_000_000])
        var kept = [100, 300, 1_000_000]
        cut.bytes.withUnsafeBytes { CategoryMemberList.filter(&kept, by: $0) }
        #expect(kept == [100, 300])
    }
}
