import ArgumentParser
import Composition
import Presentation

/// `kiosk`: the scriptable front end. One subcommand group per app; data on stdout,
/// diagnostics on stderr, fixed exit codes. `KioskMain` runs it.
struct Kiosk: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "Three store-counter apps on a terminal: Wine Club, Nenno's Pizza and Counters.",
        discussion: """
        Every command talks to the local kiosk-mock (http://127.0.0.1:8765) unless told
        otherwise:
          --server URL              sets all APIs at once
        \(endpointVariables)
                                    set one API each (when --server is not given)
        \(settingLines)
        Data lives in one SQLite database under --data-dir, else $KIOSK_DATA_DIR, else
        $XDG_DATA_HOME/kiosk, else ~/.local/share/kiosk.

        These options may stand anywhere on the line: `kiosk --server URL pizza menu`
        and `kiosk pizza menu --server URL` are the same command.

        With --json, stdout carries exactly one JSON document, for usage errors too. Shell completions:
          kiosk --generate-completion-script bash > /etc/bash_completion.d/kiosk

        EXIT STATUS
        \(exitStatusTable)
        """,
        version: KioskVersion.current,
        subcommands: commands.map(\.command)
    )

    /// The commands under `kiosk`, each with the name a line gives it: how a line finds its
    /// app (`GlobalOptionPlacement`) without building the configuration of every command
    /// listed before it, that app's help and its whole list of commands.
    static let commands: [(name: String, command: any ParsableCommand.Type)] = [(ConfigCommand.name, ConfigCommand.self)] + AppCommands.all
}

extension Kiosk {
    /// The variables of every app's APIs, for `--help` (`  KIOSK_WINE_URL, KIOSK_PIZZA_URL, …`).
    ///
    /// NB: joined by hand, as the table below is.
    static var endpointVariables: String {
        var line = "  "
        for endpoint in APIEndpoint.all {
            if line.count > 2 { line += ", " }
            line += endpoint.variable
        }
        return line
    }

    /// Every app's settings, a line each (`  KIOSK_WINE_APIKEY         the wine.com API key`).
    ///
    /// NB: padded and joined by hand, as the table below is.
    static var settingLines: String {
        var lines = ""
        for setting in AppSetting.all {
            if !lines.isEmpty { lines += "\n" }
            lines += "  " + setting.variable + String(repeating: " ", count: max(1, 26 - setting.variable.count)) + setting.summary
        }
        return lines
    }

    /// The EXIT STATUS table of `kiosk --help`: each code in four columns, then its meaning.
    ///
    /// NB: padded and joined by hand. argument-parser reads the root's configuration at every
    /// start, `--version` included, and `NSString`'s `padding(toLength:withPad:startingAt:)`
    /// with a first `joined(separator:)` would make every start pay for `NSString`'s set-up.
    static var exitStatusTable: String {
        var table = ""
        for status in ExitStatus.all {
            let code = String(status.code)
            if !table.isEmpty { table += "\n" }
            table += "  " + code + String(repeating: " ", count: max(0, 4 - code.count)) + status.meaning
        }
        return table
    }
}
