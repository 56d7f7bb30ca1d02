import Presentation
import Testing

/// `ScreenStack`: the navigation every app keeps, with ids that outlive nothing they name.
struct ScreenStackTests {
    @Test func pushedScreensGetIdsThatAreNeverGivenAgain() {
        var stack = ScreenStack(["menu"])
        #expect(stack.map(\.id) == [1])
        let cart = stack.push("cart")
        #expect(cart == 2 && stack.top == .init(id: 2, content: "cart"))
        stack.pop()
        stack.removeAll()
        stack.replaceAll(with: ["drinks"])
        #expect(stack.top?.id == 3, "an id closed is not reused")
        #expect(stack[id: 2] == nil)
    }

    @Test func aResultForAClosedScreenLandsNowhere() {
        var stack = ScreenStack(["cart"])
        let first = stack.top!.id
        stack.pop()
        stack.push("cart")
        stack[id: first] = "cart, read"
        #expect(stack.contents == ["cart"], "the cart opened since keeps its content")
        stack[id: stack.top!.id] = "cart, read"
        #expect(stack.contents == ["cart, read"])
    }

    @Test func settingNilClosesThatScreenOnly() {
        var stack = ScreenStack(["a", "b", "c"])
        stack[id: 2] = nil
        #expect(stack.contents == ["a", "c"] && stack.map(\.id) == [1, 3])
    }

    @Test func goingBackClosesTheScreensOverTheOneFound() {
        var stack = ScreenStack(["catalog", "detail", "cart"])
        let found = stack.goBack(toFirstWhere: { $0 == "detail" })
        #expect(found && stack.contents == ["catalog", "detail"])
        let missing = stack.goBack(toFirstWhere: { $0 == "orders" })
        #expect(!missing)
        #expect(stack.contents == ["catalog", "detail"], "nothing changes when no screen matches")
    }

    @Test func bringingToTopKeepsTheScreensIdAndContent() {
        var stack = ScreenStack(["editor", "drinks", "cart"])
        let moved = stack.bringToTop(id: 2)
        #expect(moved && stack.map(\.id) == [1, 3, 2] && stack.contents == ["editor", "cart", "drinks"])
        let closed = stack.bringToTop(id: 9)
        #expect(!closed)
    }

    @Test func stacksWithTheSameScreensButOtherIdsDiffer() {
        var reopened = ScreenStack(["cart"])
        reopened.pop()
        reopened.push("cart")
        #expect(reopened != ScreenStack(["cart"]), "state equality sees which screen is which")
    }
}
