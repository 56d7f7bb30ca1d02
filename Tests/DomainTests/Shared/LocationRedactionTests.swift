import Domain
import Testing

/// Database locations as shown: the user information up to the authority's last `@` and every
/// `password=` value masked, whether the text parses or not.
@Suite struct LocationRedactionTests {
    @Test(arguments: [
        ("postgres://kiosk:p@ss@127.0.0.1:5432/kdb", "postgres://***@127.0.0.1:5432/kdb"),
        ("postgres://kiosk:s3cret@db/store", "postgres://***@db/store"),
        ("postgres://ana@db/store", "postgres://***@db/store"),
        ("postgres://k:pa/ss@host/db", "postgres://***@host/db"),
        ("postgres://db/store?password=s3cret&sslmode=require", "postgres://db/store?password=***&sslmode=require"),
        ("postgres://db/store?sslmode=require&PASSWORD=s3cret", "postgres://db/store?sslmode=require&PASSWORD=***"),
        ("host=db password=s3cret dbname=store", "host=db password=*** dbname=store"),
        ("kiosk:s3cret@db/store", "***@db/store"),
        ("postgres://db:5432/store", "postgres://db:5432/store"),
        ("postgres://[::1]:5432/store", "postgres://[::1]:5432/store"),
    ])
    func secretsAreMasked(text: String, shown: String) {
        #expect(LocationRedaction.redacted(text) == shown)
    }

    @Test func aQuotedPasswordIsMaskedToItsClosingQuote() {
        let shown = LocationRedaction.redacted(#"host=db password='se cr\'et' dbname=store"#)
        #expect(shown == "host=db password=*** dbname=store")
    }

    @Test func aPasswordParameterInsideAnotherWordIsLeft() {
        #expect(LocationRedaction.redacted("postgres://db/store?oldpassword=x") == "postgres://db/store?oldpassword=x")
    }
}
