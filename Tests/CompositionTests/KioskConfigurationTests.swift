import Composition
import Domain
import Foundation
import Presentation
import Testing

@Suite struct KioskConfigurationTests {
    let home = ["HOME": "/home/ana"]

    /// The variables as `environ` holds them, the way Foundation reads them: a value keeps
    /// every `=` after the first, and spaces and emptiness as given.
    @Test func theProcessEnvironmentIsReadFromEnviron() throws {
        let name = "KIOSK_TEST_ENVIRON_\(UUID().uuidString.replacingOccurrences(of: "-", with: "_"))"
        setenv(name, " a=b  =c ", 1)
        setenv(name + "_EMPTY", "", 1)
        defer {
            unsetenv(name)
            unsetenv(name + "_EMPTY")
        }
        let variables = KioskConfiguration.processEnvironment()
        #expect(variables[name] == " a=b  =c ")
        #expect(variables[name + "_EMPTY"] == "")
        let foundation = ProcessInfo.processInfo.environment
        for known in ["PATH", "HOME", name] {
            #expect(variables[known] == foundation[known], "\(known)")
        }
    }

    @Test func defaultsAreTheLocalMockAndTheXDGDataDirectory() throws {
        let configuration = try KioskConfiguration.resolve(environment: home)
        #expect(configuration.dataDirectory.path == "/home/ana/.local/share/kiosk")
        #expect(configuration.endpoints.wine.absoluteString == "http://127.0.0.1:8765")
        #expect(configuration.endpoints.counters.absoluteString == "http://127.0.0.1:8765")
    }

    @Test func theDatabaseIsTheDataDirectorysSQLiteUnlessTheFlagOrTheVariableSaysOtherwise() throws {
        #expect(try KioskConfiguration.resolve(environment: home).database == .sqlite(file: URL(fileURLWithPath: "/home/ana/.local/share/kiosk/kiosk.sqlite")))
        let shared = home.merging(["KIOSK_DATABASE_URL": "postgres://ana:s3cret@db:5432/store"]) { $1 }
        guard case let .postgres(location) = try KioskConfiguration.resolve(environment: shared).database else {
            Issue.record("KIOSK_DATABASE_URL was not used")
            return
        }
        #expect(location.description == "postgres://***@db:5432/store")
        let flagged = try KioskConfiguration.resolve(database: "sqlite:/tmp/other.sqlite", environment: shared)
        #expect(flagged.database == .sqlite(file: URL(fileURLWithPath: "/tmp/other.sqlite")))
        #expect(flagged.databaseFile.path == "/tmp/other.sqlite")
        #expect(flagged.database.description == "/tmp/other.sqlite")
    }

    @Test(arguments: [("--database", "sqlite:"), ("--database", "redis://x"), ("KIOSK_DATABASE_URL", "postgres://h/")])
    func aWrongDatabaseIsRefusedNamingWhereItCameFrom(field: String, value: String) {
        #expect {
            if field == "--database" {
                _ = try KioskConfiguration.resolve(database: value, environment: home)
            } else {
                _ = try KioskConfiguration.resolve(environment: home.merging([field: value]) { $1 })
            }
        } throws: { error in
            guard case let .validation(name, _)? = error as? AppError else { return false }
            return name == field
        }
    }

    /// Spaces and tabs around a value are not part of it, whether or not there are any (only
    /// a value with a blank end goes through Foundation's trim).
    @Test func spacesAroundTheTimeoutAndTheDatabaseAreDropped() throws {
        for timeout in ["2.5", " 2.5", "2.5\t", " \t2.5  "] {
            let configuration = try KioskConfiguration.resolve(environment: home.merging(["KIOSK_HTTP_TIMEOUT": timeout]) { $1 })
            #expect(configuration.requestTimeout == .milliseconds(2500), "\(timeout)")
        }
        for database in ["sqlite:/tmp/other.sqlite", " sqlite:/tmp/other.sqlite\t"] {
            #expect(try KioskConfiguration.resolve(database: database, environment: home).database == .sqlite(file: URL(fileURLWithPath: "/tmp/other.sqlite")))
        }
        #expect(throws: AppError.self) { try KioskConfiguration.resolve(database: "sqlite: \t ", environment: home) }
        #expect(throws: AppError.self) { try KioskConfiguration.resolve(environment: home.merging(["KIOSK_HTTP_TIMEOUT": " \t "]) { $1 }) }
    }

    @Test func theKioskIsNamedByTheFlagThenTheVariableThenTheHostName() throws {
        #expect(try KioskConfiguration.resolve(kiosk: "front", environment: home.merging(["KIOSK_NAME": "back"]) { $1 }).kiosk == "front")
        #expect(try KioskConfiguration.resolve(environment: home.merging(["KIOSK_NAME": "back"]) { $1 }).kiosk == "back")
        #expect(try !KioskConfiguration.resolve(environment: home).kiosk.isEmpty)
        #expect(throws: AppError.self) { try KioskConfiguration.resolve(kiosk: "front desk", environment: home) }
        #expect(throws: AppError.self) { try KioskConfiguration.resolve(kiosk: "", environment: home) }
    }

    @Test func theIdleSignOutIsTheFlagThenTheVariableThenTwoMinutes() throws {
        let env = home.merging(["KIOSK_IDLE_SIGN_OUT": "90s"]) { $1 }
        #expect(try KioskConfiguration.resolve(idleSignOut: "0", environment: env).idleSignOut == .off)
        #expect(try KioskConfiguration.resolve(environment: env).idleSignOut == IdleSignOut(limit: .seconds(90)))
        #expect(try KioskConfiguration.resolve(environment: home).idleSignOut == .standard)
        #expect(IdleSignOut.standard.limit == .seconds(120))
        for (flag, variable, field) in [("soon", nil, "--idle-sign-out"), (nil, "-3", "KIOSK_IDLE_SIGN_OUT")] {
            #expect {
                try KioskConfiguration.resolve(idleSignOut: flag, environment: home.merging(["KIOSK_IDLE_SIGN_OUT": variable ?? ""]) { $1 })
            } throws: { error in
                guard case let .validation(name, _)? = error as? AppError else { return false }
                return name == field
            }
        }
    }

    @Test func dataDirectoryPrecedenceIsFlagThenKioskVariableThenXDG() throws {
        let env = home.merging(["KIOSK_DATA_DIR": "/srv/kiosk", "XDG_DATA_HOME": "/xdg"]) { $1 }
        #expect(try KioskConfiguration.resolve(dataDir: "/tmp/d", environment: env).dataDirectory.path == "/tmp/d")
        #expect(try KioskConfiguration.resolve(environment: env).dataDirectory.path == "/srv/kiosk")
        #expect(try KioskConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "/xdg"]) { $1 }).dataDirectory.path == "/xdg/kiosk")
    }

    @Test func relativeXDGDataHomeIsIgnoredAsTheSpecSays() throws {
        let configuration = try KioskConfiguration.resolve(environment: home.merging(["XDG_DATA_HOME": "rel"]) { $1 })
        #expect(configuration.dataDirectory.path == "/home/ana/.local/share/kiosk")
    }

    @Test func perAPIVariablesSetOneEndpointEach() throws {
        let env = home.merging(["KIOSK_CHECKOUT_URL": "http://127.0.0.1:9000", "KIOSK_WINE_URL": "https://api.wine.com"]) { $1 }
        let endpoints = try KioskConfiguration.resolve(environment: env).endpoints
        #expect(endpoints.checkout.absoluteString == "http://127.0.0.1:9000")
        #expect(endpoints.wine.absoluteString == "https://api.wine.com")
        #expect(endpoints.pizza.absoluteString == "http://127.0.0.1:8765")
    }

    @Test func aServersPortMustBeANumberFrom1To65535() throws {
        let home = ["HOME": "/tmp/kiosk-home"]
        for server in ["http://127.0.0.1:8765", "https://user:pa:ss@example.org:443/x", "http://[::1]:65535/", "http://[::1]/", "http://host?q=a:b", "HTTP://host:1"] {
            #expect(throws: Never.self, "\(server)") { try KioskConfiguration.resolve(server: server, environment: home) }
        }
        for (server, port) in [("http://127.0.0.1:99999", "99999"), ("http://127.0.0.1:", ""), ("http://user@host:0/", "0"), ("http://[::1]:0", "0")] {
            #expect(throws: AppError.validation(field: "--server", rule: "has port \"\(port)\"; a port is a number from 1 to 65535 (got \"\(server)\")")) {
                try KioskConfiguration.resolve(server: server, environment: home)
            }
        }
    }

    @Test func serverFlagSetsEveryEndpoint() throws {
        let env = home.merging(["KIOSK_WINE_URL": "http://127.0.0.1:1"]) { $1 }
        let endpoints = try KioskConfiguration.resolve(server: "http://127.0.0.1:4000", environment: env).endpoints
        #expect(Set([endpoints.wine, endpoints.pizza, endpoints.checkout, endpoints.counters].map(\.absoluteString)) == ["http://127.0.0.1:4000"])
    }

    @Test func aServerThatIsNotAnHTTPURLNamesTheFlag() {
        #expect(throws: AppError.validation(field: "--server", rule: "must be an http:// or https:// URL, such as http://127.0.0.1:8765 (got \"ftp://x\")")) {
            try KioskConfiguration.resolve(server: "ftp://x", environment: home)
        }
    }

    @Test func aBadVariableNamesTheVariable() {
        let error = #expect(throws: AppError.self) {
            try KioskConfiguration.resolve(environment: home.merging(["KIOSK_COUNTERS_URL": "not a url"]) { $1 })
        }
        #expect(error?.message.hasPrefix("KIOSK_COUNTERS_URL:") == true)
    }

    @Test func theWineAPIKeyComesFromTheEnvironment() throws {
        #expect(try KioskConfiguration.resolve(environment: home).wineAPIKey == KioskConfiguration.defaultWineAPIKey)
        #expect(try KioskConfiguration.resolve(environment: home.merging(["KIOSK_WINE_APIKEY": "k1"]) { $1 }).wineAPIKey == "k1")
    }
}

/// Where pizza pictures are fetched: `--server`, else `KIOSK_PICTURES_URL`, else the mock.
@Suite struct PicturesConfigurationTests {
    let home = ["HOME": "/home/ana"]

    @Test func picturesDefaultToTheLocalMock() throws {
        #expect(try KioskConfiguration.resolve(environment: home).pictures?.absoluteString == "http://127.0.0.1:8765")
    }

    @Test func theVariableSetsOrDisablesThePicturesServer() throws {
        var environment = home
        environment["KIOSK_PICTURES_URL"] = "http://pictures.test:9000"
        #expect(try KioskConfiguration.resolve(environment: environment).pictures?.absoluteString == "http://pictures.test:9000")
        environment["KIOSK_PICTURES_URL"] = "none"
        #expect(try KioskConfiguration.resolve(environment: environment).pictures == nil)
        environment["KIOSK_PICTURES_URL"] = "ftp://nope"
        #expect(throws: AppError.self) { try KioskConfiguration.resolve(environment: environment) }
    }

    @Test func theServerFlagSetsThePicturesServerToo() throws {
        let configuration = try KioskConfiguration.resolve(server: "http://10.0.0.2:8765", environment: home)
        #expect(configuration.pictures?.absoluteString == "http://10.0.0.2:8765")
    }

    @Test func theServerFlagLeavesThePicturesVariableUnread() throws {
        // As an API's own variable: --server sets every API, and Nenno's pictures with them.
        var environment = home
        environment["KIOSK_PICTURES_URL"] = "ftp://nope"
        let configuration = try KioskConfiguration.resolve(server: "http://10.0.0.2:8765", environment: environment)
        #expect(configuration.pictures?.absoluteString == "http://10.0.0.2:8765")
    }

    @Test func thePicturesServerIsASettingNennosDeclares() {
        #expect(PizzaComposition.settings == [.pizzaPictures])
        #expect(AppSetting.all.map(\.variable) == ["KIOSK_WINE_APIKEY", "KIOSK_PICTURES_URL"])
    }
}
