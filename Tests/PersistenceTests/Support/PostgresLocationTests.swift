import Domain
import Foundation
@testable import Persistence
import Testing

/// Reading `postgres://` URLs: every part, the defaults, the errors naming the field and the
/// rule, and never the password in anything shown.
@Suite struct PostgresLocationTests {
    @Test func everyPartOfTheURLIsRead() throws {
        let location = try PostgresLocation.parse("postgres://ana%40store:p%40ss:w@db.example:6543/kiosk?sslmode=require", field: "--database")
        #expect(location.user == "ana@store")
        #expect(location.password == "p@ss:w")
        #expect(location.host == "db.example")
        #expect(location.port == 6543)
        #expect(location.database == "kiosk")
        #expect(location.sslMode == "require")
    }

    @Test func theHostAndPortHaveDefaultsAndASocketDirectoryIsTakenFromTheQuery() throws {
        let plain = try PostgresLocation.parse("postgresql:///kiosk", field: "--database")
        #expect(plain.host == "127.0.0.1")
        #expect(plain.port == 5432)
        let socket = try PostgresLocation.parse("postgres://ana@/kiosk?host=/var/run/postgresql", field: "--database")
        #expect(socket.host == "/var/run/postgresql")
        #expect(socket.displayName == "PostgreSQL database kiosk at /var/run/postgresql/.s.PGSQL.5432")
    }

    @Test func whatIsShownNeverHoldsThePassword() throws {
        let location = try PostgresLocation.parse("postgres://ana:s3cret@127.0.0.1:5432/kiosk", field: "--database")
        #expect(location.description == "postgres://***@127.0.0.1:5432/kiosk")
        #expect(!location.displayName.contains("s3cret"))
        #expect(location.connectionString(connectTimeout: 5, statementTimeout: .seconds(30)).contains("password='s3cret'"))
    }

    @Test(arguments: [
        ("mysql://ana@host/kiosk", "must be postgres://"),
        ("postgres://ana:s3cret@host:5432/", "must name a database"),
        ("postgres://ana:s3cret@host:99999/kiosk", "has port \"99999\""),
        ("postgres://ana:s3cret@host/kiosk?sslmode=sometimes", "has sslmode \"sometimes\""),
        ("postgres://ana:s3cret@host/kiosk?pool=9", "has \"pool\""),
        ("postgres://ana:p@s3cret@host:5432/kiosk?pool=9", "(got \"postgres://***@host:5432/kiosk?pool=9\")"),
        ("postgres://ana@host/kiosk?password=s3cret", "(got \"postgres://***@host/kiosk?password=***\")"),
        ("postgres://ana:s3cret@/kiosk?host=relative", "has host \"relative\""),
    ])
    func aWrongURLIsRefusedNamingTheFieldAndTheRuleWithoutThePassword(text: String, rule: String) {
        #expect {
            try PostgresLocation.parse(text, field: "--database")
        } throws: { error in
            guard case let .validation(field, message)? = error as? AppError else { return false }
            return field == "--database" && message.contains(rule) && !message.contains("s3cret")
        }
    }

    @Test func aServerThatIsNotThereIsUnavailableNamingTheDatabaseNotThePassword() throws {
        let location = try PostgresLocation.parse("postgres://ana:s3cret@127.0.0.1:1/store", field: "--database")
        #expect {
            try PostgresDatabase(location: location, connectTimeout: 1)
        } throws: { error in
            guard case let .unavailable(service, reason)? = error as? AppError else { return false }
            return service == "PostgreSQL database store at 127.0.0.1:1" && !reason.contains("s3cret") && (error as? AppError)?.exitCode == 69
        }
    }
}
