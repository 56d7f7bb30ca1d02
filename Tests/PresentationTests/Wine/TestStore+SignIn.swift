import Presentation
import TestSupport
import Testing

extension TestStore where R == WineFeature {
    /// The Wine Club's answer to a PIN that signs `employee` in: the sign-in's response, then its
    /// delegate action, which opens the catalog with the welcome (plus what `also` adds, such
    /// as the idle sign-out's first use).
    func receiveSignIn(of employee: Employee, also: @escaping (inout WineFeature.State) -> Void = { _ in }) async {
        await receive(.signIn(.signInResponse(.success(employee)))) {
            $0.signIn.isSigningIn = false
            $0.signIn.pin = ""
        }
        await receive(.signIn(.delegate(.signedIn(employee)))) {
            $0.employee = employee
            $0.routes.replaceAll(with: [.catalog])
            $0.catalog.isLoading = true
            $0.notice = Notice("Welcome, \(employee.firstName).")
            also(&$0)
        }
    }
}
