// swift-tools-version:6.1
//
// Kiosk: three store-counter apps (Wine Club, Nenno's Pizza, Counters) on a terminal.
// One package, targets grouped by layer. Dependencies point inward only; `Scripts/check-layers`
// (run by `make test`) enforces the table in Modules/README.md on every `import` line.

import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Kiosk",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kiosk", targets: ["kiosk"]),
        .executable(name: "kiosk-tui", targets: ["kiosk-tui"]),
        .executable(name: "kiosk-mock", targets: ["kiosk-mock"]),
        .executable(name: "kiosk-web", targets: ["kiosk-web"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // NB: no default traits: they pull in swift-configuration, which we do not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        // Already in the graph through Hummingbird; named so tests can run the mock in-process.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Already in the graph through Hummingbird; named for kiosk-mock's SwiftNIO fast path
        // and the bare SwiftNIO baseline of `make bench-mock`.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        // The Mustache library kiosk-web's templates were first drawn with, kept for the tests
        // alone: every page drawn by kiosk-web's own renderer (Apps/Web/Templating) must read
        // as this library draws it (HTMLTemplateEquivalenceTests).
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    ],
    targets: [
        // MARK: - Domain layer

        .target(name: "Domain", path: "Modules/Domain", exclude: ["README.md"], swiftSettings: swiftSettings),

        // The escapes of a JSON string, decoded one way by the API clients and kiosk-mock.
        .target(name: "JSONStrings", path: "Modules/JSONStrings", swiftSettings: swiftSettings),

        // MARK: - Use cases and their ports

        // The time as a dependency, shared by the use cases and kiosk-mock (which imports none of
        // the apps' modules).
        .target(name: "Clocks", path: "Modules/Clocks", exclude: ["README.md"], swiftSettings: swiftSettings),
        .target(name: "UseCases", dependencies: ["Domain", "Clocks"], path: "Modules/UseCases", exclude: ["README.md"], swiftSettings: swiftSettings),

        // MARK: - Adapters: networking

        // libcurl and libpq, opened by the first call that needs them rather than linked
        // (Modules/CDynamicLibrary): their headers come from libcurl4-openssl-dev and libpq-dev.
        .target(name: "CDynamicLibrary", path: "Modules/CDynamicLibrary", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CCurl", dependencies: ["CDynamicLibrary"], path: "Modules/CCurl"),
        .target(name: "CLibPQ", dependencies: ["CDynamicLibrary"], path: "Modules/CLibPQ"),
        .target(
            name: "Networking",
            dependencies: [
                "Domain", "UseCases", "CCurl", "JSONStrings",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/Networking", exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),

        // MARK: - Adapters: persistence

        .target(
            name: "Persistence",
            dependencies: ["Domain", "UseCases", "CLibPQ", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "GRDBSQLite", package: "GRDB.swift")],
            path: "Modules/Persistence", exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),

        // MARK: - Presentation (view models)

        // One module per app, so a team's change to its app's features recompiles no other app's;
        // PresentationKit holds what they share (the runtime, shared words), and Presentation is
        // the home screen and the umbrella the front ends import.
        .target(name: "PresentationKit", dependencies: ["Domain", "UseCases", "Clocks"], path: "Modules/Presentation/Kit", swiftSettings: swiftSettings),
        .target(name: "WinePresentation", dependencies: ["PresentationKit", "UseCases"], path: "Modules/Presentation/Wine", swiftSettings: swiftSettings),
        .target(name: "PizzaPresentation", dependencies: ["PresentationKit", "UseCases"], path: "Modules/Presentation/Pizza", swiftSettings: swiftSettings),
        .target(name: "CountersPresentation", dependencies: ["PresentationKit", "UseCases"], path: "Modules/Presentation/Counters", swiftSettings: swiftSettings),
        .target(
            name: "Presentation",
            dependencies: ["PresentationKit", "WinePresentation", "PizzaPresentation", "CountersPresentation"],
            path: "Modules/Presentation/Home", swiftSettings: swiftSettings
        ),

        // MARK: - UI support: pictures (decoding, scaling, terminal encoders, loading)

        // libpng and libturbojpeg, opened by the first picture decoded rather than linked
        // (Modules/CDynamicLibrary): their headers come from libpng-dev and libturbojpeg0-dev.
        .target(name: "CPNG", dependencies: ["CDynamicLibrary"], path: "Modules/CPNG"),
        .target(name: "CJPEG", dependencies: ["CDynamicLibrary"], path: "Modules/CJPEG"),
        .target(
            name: "Imaging",
            dependencies: ["CPNG", "CJPEG", "Networking", "UseCases"],
            path: "Modules/Imaging", exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),

        // MARK: - Composition root

        .target(
            name: "Composition",
            dependencies: [
                "Domain", "UseCases", "Networking", "Persistence", "Presentation", "Imaging",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/Composition", exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),

        // MARK: - Front ends

        // What the front ends share that is not presentation: text measured in terminal
        // columns and made safe for a terminal, and the options every front end takes.
        .target(name: "TerminalText", path: "Apps/Shared/TerminalText", swiftSettings: swiftSettings),
        .target(
            name: "FrontEndSupport",
            dependencies: ["Composition", "Imaging", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Apps/Shared/FrontEndSupport",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "kiosk",
            dependencies: [
                "Presentation", "Composition", "Imaging", "TerminalText", "FrontEndSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/CLI",
            exclude: ["README.md", "Wine/README.md", "Pizza/README.md", "Counters/README.md", "Link"],
            swiftSettings: swiftSettings,
            // NB: `kiosk` is started on every Tab and in scripts' loops, and a position-independent
            // executable has the loader rewrite every absolute pointer of Swift's metadata at each
            // start (tens of thousands of relocations, a copied page each). Linked at a fixed
            // address it starts without them. It opens no port, so the ASLR of its own image is
            // worth less than that; the servers stay position-independent. Nor does it export its
            // own symbols: the static standard library's link flags export every Swift symbol of
            // the package's objects, and the runtime's start-up `dladdr` (the
            // backtracer finding its own path) walks them all, one by one. Nor does it load the C++
            // runtime: `Apps/CLI/Link/libstdc++.so` is a linker script that names the static
            // archive, found before the system's shared library because a library path given here
            // is searched first (a flag such as `-Bstatic` would come too late: the toolchain's
            // static-stdlib link file names `-lstdc++` before any flag of the package).
            linkerSettings: [.unsafeFlags([
                "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
                "-L", Context.packageDirectory + "/Apps/CLI/Link", "-Xclang-linker", "-static-libgcc",
            ], .when(configuration: .release))]
        ),
        .target(name: "TerminalUI", dependencies: ["TerminalText"], path: "Apps/TUI/TerminalUI", swiftSettings: swiftSettings),
        // Each of the TUI and the web is a library with a one-line executable over it: a test
        // module that depends on an executable is recompiled whenever the executable relinks (any
        // change below it), while one that depends on a library is recompiled only when the
        // library's interface changes.
        .target(
            name: "KioskTUIApp",
            dependencies: [
                "Presentation", "Composition", "TerminalUI", "Imaging", "FrontEndSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/TUI/App",
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "kiosk-tui", dependencies: ["KioskTUIApp"], path: "Apps/TUI/Main", swiftSettings: swiftSettings),
        .target(
            name: "KioskWebApp",
            dependencies: [
                "Presentation", "Composition", "Imaging", "FrontEndSupport", "TerminalText",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Apps/Web",
            // Deploy/ holds what `make install` copies (units, the launcher, settings).
            exclude: ["README.md", "Deploy", "Main"],
            resources: [.copy("Templates"), .copy("Static")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "kiosk-web", dependencies: ["KioskWebApp"], path: "Apps/Web/Main", swiftSettings: swiftSettings),

        // MARK: - Mock server

        .target(
            name: "MockServerKit",
            dependencies: [
                // HTTPS upstreams for record and verify (a system library: nothing to build).
                "CCurl", "JSONStrings", "Clocks",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // The fast path in front of the router (MockFastPathHandler, MockHTTP1Channel).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            path: "MockServer/Kit",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "kiosk-mock",
            dependencies: [
                "MockServerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "MockServer/Executable",
            swiftSettings: swiftSettings
        ),


        // MARK: - Test support

        .target(
            name: "TestSupport",
            dependencies: ["Domain", "UseCases", "Presentation", "Networking", "LoopbackServer"],
            path: "Modules/TestSupport",
            exclude: ["README.md", "LoopbackServer"],
            swiftSettings: swiftSettings
        ),
        // A scripted POSIX-socket HTTP/1.1 server for transport tests and benchmarks; a target
        // of its own so the benchmark executable can use it without linking Swift Testing.
        .target(name: "LoopbackServer", path: "Modules/TestSupport/LoopbackServer", swiftSettings: swiftSettings),

        // MARK: - Tests

        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "UseCasesTests", dependencies: ["UseCases", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "CCurl", "JSONStrings", "TestSupport", "LoopbackServer", .product(name: "Logging", package: "swift-log")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")], swiftSettings: swiftSettings),
        .testTarget(
            name: "PresentationTests", dependencies: ["Presentation", "UseCases", "TestSupport"],
            // The goldens are read from the source tree (`Snapshot`), not bundled.
            exclude: ["Pizza/__Snapshots__", "Wine/__Snapshots__"], swiftSettings: swiftSettings
        ),
        .testTarget(name: "CompositionTests", dependencies: ["Composition", "Imaging", "TestSupport", "MockServerKit"], swiftSettings: swiftSettings),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
        .testTarget(
            name: "KioskTUITests",
            dependencies: ["KioskTUIApp", "TerminalUI", "Presentation", "Imaging", "TestSupport"],
            // One snapshot folder per test folder; an app's screen tests add theirs here.
            exclude: ["__Snapshots__", "Counters/__Snapshots__", "Wine/__Snapshots__", "Pizza/__Snapshots__"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "WebTests",
            dependencies: ["KioskWebApp", "Composition", "Presentation", "TestSupport", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MockServerTests",
            dependencies: [
                "MockServerKit", "Networking", "TestSupport", "LoopbackServer",
                // MockRawFastPathHandler fed byte by byte (EmbeddedChannel).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ContractTests",
            dependencies: ["Networking", "MockServerKit", "Clocks", "TestSupport", .product(name: "Logging", package: "swift-log")],
            exclude: ["README.md"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "TestSupport"], exclude: ["Fixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "CLITests",
            dependencies: ["TestSupport", "LoopbackServer", "kiosk", "FrontEndSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ToolingTests", dependencies: ["TestSupport"], swiftSettings: swiftSettings),
        // The fuzz targets' properties replayed over their seeds (Fuzz/Properties, shared with
        // the libFuzzer drivers that Scripts/fuzz builds with the sanitizers).
        .testTarget(
            name: "FuzzReplayTests",
            dependencies: ["Domain", "Networking", "MockServerKit", "TerminalUI", "Imaging"],
            path: "Fuzz",
            exclude: ["Drivers", "Seeds"],
            sources: ["Properties", "Replay"],
            swiftSettings: swiftSettings
        ),
    ]
)

// MARK: - Benchmarks

// The benchmarks' executables join the package only for `make bench` and `make bench-mock`
// (KIOSK_BENCHMARKS=1): the debug loop and `make test` would otherwise compile and link six
// programs that no test runs, and relink some after every change to the modules they use.
if Context.environment["KIOSK_BENCHMARKS"] == "1" {
    package.targets += [
        .executableTarget(name: "tui-bench", dependencies: ["TerminalUI"], path: "Benchmarks/TUI", swiftSettings: swiftSettings),
        // The baseline Hummingbird server of `make bench-mock`.
        .executableTarget(
            name: "bench-hello",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Benchmarks/HelloServer",
            swiftSettings: swiftSettings
        ),
        // The bare SwiftNIO HTTP/1 baseline of `make bench-mock`: no framework at all.
        .executableTarget(
            name: "bench-nio",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/NIOServer",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "kiosk-bench",
            dependencies: ["Networking", "LoopbackServer", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/KioskBench",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "kiosk-bench-json",
            dependencies: ["Networking", "MockServerKit", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/JSONReading",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "kiosk-bench-counters",
            dependencies: ["Composition", "Presentation", "UseCases", "MockServerKit", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/CountersSync",
            swiftSettings: swiftSettings
        ),
    ]
}

// NB: the executables and the test bundle link with lld: the debug binaries are large (the test
// bundle most of all) and gold takes about half as long again to link them.
for target in package.targets where target.type == .executable || target.type == .test {
    target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
}
