import Presentation
import TerminalUI
import Testing
@testable import KioskTUIApp

/// One meaning per key across the three apps: on every screen state the snapshot tests draw,
/// each printable key the screen takes (outside a text field or a confirmation, which have keys
/// of their own) is bound as the verb `Verb` gives that key, and help names it by that verb.
@MainActor
@Suite struct KeyVocabularyTests {
    /// Every printable key a person might press, and the control keys with a meaning.
    static let keys: [Key] = (0x21...0x7E).map { .character(Character(Unicode.Scalar(UInt8($0)))) }
        + [.character(" "), .ctrl("a"), .ctrl("r"), .delete, .enter, .escape]

    /// The bindings of a key map that take `key`, in order.
    static func bindings<Action>(_ map: KeyMap<Action>, taking key: Key) -> [KeyBinding<Action>] {
        map.bindings.filter { $0.match(key) != nil }
    }

    /// Checks one screen state: the binding that takes each key means what the vocabulary says.
    static func check<S: Screen>(_ screen: S.Type, _ name: String, _ state: S.Feature.State) {
        guard !S.capturesKeys(state) else { return }
        let map = S.keyMap(state)
        for key in keys {
            guard let binding = bindings(map, taking: key).first else { continue }
            let expected = Verb.meaning(of: key)
            // Enter and Esc have screen-specific words ("sign in", "clear filters") but stay
            // "open/do" and "back/clear"; a printable key must be its verb exactly.
            if case .character = key {
                #expect(binding.verb != nil && binding.verb == expected, "\(name): \(key.label) is bound outside the vocabulary (\(binding.help?.description ?? "unlisted"))")
            }
        }
    }

    @Test func everyCountersStateUsesTheVocabulary() {
        for (name, state) in CountersScreenTests.states { Self.check(CountersScreen.self, "counters \(name)", state) }
    }

    @Test func everyWineStateUsesTheVocabulary() {
        for (name, state) in WineScreenTests.states { Self.check(WineScreen.self, "wine \(name)", state) }
    }

    @Test func everyPizzaStateUsesTheVocabulary() {
        for (name, state) in PizzaScreenTests.states { Self.check(PizzaScreen.self, "pizza \(name)", state) }
    }

    @Test func theHomeScreenUsesTheVocabulary() {
        Self.check(HomeScreen.self, "home", HomeFeature.State())
    }

    @Test func noKeyHasTwoVerbs() {
        var seen: [Key: String] = [:]
        for verb in Verb.all {
            for key in verb.keys {
                #expect(seen[key] == nil || seen[key] == verb.meaning, "\(key.label) is both \(seen[key] ?? "") and \(verb.meaning)")
                seen[key] = verb.meaning
            }
        }
    }

    /// The issue's examples, key by key: what each now means wherever it works.
    @Test func theKeysThatMeantSeveralThingsMeanOne() {
        #expect(Verb.meaning(of: .character("a")) == .addToCart)
        #expect(Verb.meaning(of: .character("d")) == .delete)
        #expect(Verb.meaning(of: .character("s")) == .sort)
        #expect(Verb.meaning(of: .character("f")) == .filter)
        #expect(Verb.meaning(of: .character("n")) == .new)
        #expect(Verb.meaning(of: .character("q")) == .quit)
    }

    /// The help bar shows every key the screen binds (on two rows when one is not enough): the
    /// Counters bar at 100 columns leaves out neither share nor sync.
    @Test func theCountersBarShowsEveryKeyAtAHundredColumns() {
        let state = CountersScreenTests.loaded { $0.cursor = 1 }
        let lines = CountersScreen.render(state, context: ScreenContext(size: Size(width: 100, height: 30), canGoBack: true)).lines
        let bar = lines.suffix(2).joined(separator: " ")
        for entry in CountersScreen.keyMap(state).help {
            #expect(bar.contains("\(entry.keys) \(entry.description)"), "\(entry.keys) \(entry.description) is not on the bar")
        }
        #expect(bar.contains("x share"))
        #expect(bar.contains("r sync now"))
        #expect(!bar.contains("more"))
    }
}
