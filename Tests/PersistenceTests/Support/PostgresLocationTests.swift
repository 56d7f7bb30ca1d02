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
        #expect(location.connectionString(connectTimeout: 5).contains("password='s3cret'"))
    }

    @Test func anIPv6AddressIsGivenToLibpqWithoutItsBrackets() throws {
        let location = try PostgresLocation.parse("postgres://u:p@[::1]:5433/db", field: "--database")
        #expect(location.host == "::1")
        #expect(location.port == 5433)
        #expect(location.connectionString(connectTimeout: 5).contains("host='::1' port='5433'"))
        #expect(location.description == "postgres://***@[::1]:5433/db")
        #expect(location.displayName == "PostgreSQL database db at [::1]:5433")
        #expect(try PostgresLocation.parse("postgres://[fe80::1]/db", field: "--database").servers == [.init(host: "fe80::1", port: 5432)])
    }

    @Test func severalServersAreTriedInOrderKeepingTheOneThatAcceptsWrites() throws {
        let location = try PostgresLocation.parse("postgres://kiosk:s3cret@h1:5432,h2:5433,[::1]/store", field: "--database")
        #expect(location.servers == [.init(host: "h1", port: 5432), .init(host: "h2", port: 5433), .init(host: "::1", port: 5432)])
        #expect(location.targetSessionAttributes == "read-write")
        let libpq = location.connectionString(connectTimeout: 5)
        #expect(libpq.contains("host='h1,h2,::1' port='5432,5433,5432'"))
        #expect(libpq.contains("target_session_attrs='read-write'"))
        #expect(location.description == "postgres://***@h1:5432,h2:5433,[::1]:5432/store?target_session_attrs=read-write")
        #expect(location.displayName == "PostgreSQL database store at h1:5432, h2:5433, [::1]:5432")
        let any = try PostgresLocation.parse("postgres://h1:5432,h2:5432/store?target_session_attrs=any", field: "--database")
        #expect(any.targetSessionAttributes == "any")
        #expect(try PostgresLocation.parse("postgres://h1/store", field: "--database").targetSessionAttributes == nil)
    }

    @Test func libpqsKeyValueFormIsReadToo() throws {
        let location = try PostgresLocation.parse(
            "host=h1,h2 port=5432,5433 dbname=store user=kiosk password='p ss\\'w' target_session_attrs=read-write sslmode=require",
            field: "--database"
        )
        #expect(location.servers == [.init(host: "h1", port: 5432), .init(host: "h2", port: 5433)])
        #expect(location.database == "store")
        #expect(location.user == "kiosk")
        #expect(location.password == "p ss'w")
        #expect(location.sslMode == "require")
        #expect(location.targetSessionAttributes == "read-write")
        let one = try PostgresLocation.parse("host=::1 port = 6000 dbname=kdb", field: "--database")
        #expect(one.servers == [.init(host: "::1", port: 6000)])
        #expect(one.description == "postgres://[::1]:6000/kdb")
        #expect(try PostgresLocation.parse("dbname=kdb host=/run/postgresql", field: "--database").displayName
            == "PostgreSQL database kdb at /run/postgresql/.s.PGSQL.5432")
    }

    @Test(arguments: [
        ("mysql://ana@host/kiosk", "must be postgres://"),
        ("postgres://ana:s3cret@::1:5432/kiosk", "an IPv6 address goes in brackets"),
        ("postgres://ana:s3cret@[::1/kiosk", "an IPv6 address ends with ]"),
        ("postgres://ana:s3cret@h1,h2:0/kiosk", "has port \"0\""),
        ("postgres://ana:s3cret@h1/kiosk?target_session_attrs=writable", "has target_session_attrs \"writable\""),
        ("host=h1,h2,h3 port=1,2 dbname=k password=s3cret", "has 2 ports for 3 hosts"),
        ("host=h1 password=s3cret", "must name a database"),
        ("host=h1 dbname=k password='s3cret", "without its closing '"),
        ("host=h1 dbname=k password=s3cret application_name=x", "has \"application_name\""),
        ("postgres://ana:s3cret@host:5432/", "must name a database"),
        ("postgres://ana:s3cret@host:99999/kiosk", "has port \"99999\""),
        ("postgres://ana:s3cret@host/kiosk?sslmode=sometimes", "has sslmode \"sometimes\""),
        ("postgres://ana:s3cret@host/kiosk?pool=9", "has \"pool\""),
        ("postgres://ana:p@s3cret@host:5432/kiosk?pool=9", "(got \"postgres://***@host:5432/kiosk?pool=9\")"),
        ("postgres://ana@host/kiosk?password=s3cret&pool=9", "(got \"postgres://***@host/kiosk?password=***&pool=9\")"),
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
