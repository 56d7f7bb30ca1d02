/// A random number generator from a seed (SplitMix64): the same seed gives the same sequence
/// on every platform, so a failing property-test seed can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}


/// A shared, thread-safe source of seeded randomness for property tests and fault injection.
public final class SeededRandom: Sendable {
    private let generator: Locked<SeededGenerator>

    /// A source starting from `seed`.
    public init(seed: UInt64) {
        generator = Locked(SeededGenerator(seed: seed))
    }

    /// True with `probability`.
    public func chance(_ probability: Double) -> Bool {
        generator.withLock { Double.random(in: 0..<1, using: &$0) < probability }
    }

    /// An integer in `range`.
    public func int(in range: Range<Int>) -> Int {
        generator.withLock { Int.random(in: range, using: &$0) }
    }

    /// An element of `elements` (which must not be empty).
    public func element<T>(of elements: [T]) -> T {
        elements[int(in: 0..<elements.count)]
    }
}
