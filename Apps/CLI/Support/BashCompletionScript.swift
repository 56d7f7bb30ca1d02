/// The bash completion script argument-parser writes for `kiosk`, made to start fewer processes
/// on each Tab.
///
/// Why: bash runs the script's function on every Tab, and argument-parser's version forks a
/// subshell to save the shell's options, another to join bash's version numbers, another for
/// the cursor's place in the word, and one more around the `kiosk` it runs for a value's
/// completions (counter titles, wine categories): four forks of an interactive bash, about as
/// long together as `kiosk` itself takes to answer. Each rewrite below does the same without
/// the fork: the options the script changes (extglob, history, posix) are read from
/// `BASHOPTS`/`SHELLOPTS` and restored as they were, the version is joined by `printf -v`, the
/// cursor index is set in a variable once a Tab, and `kiosk` replaces the subshell that runs it.
///
/// The rewrites match argument-parser's text exactly, each where it stands once (the cursor's
/// uses, everywhere); if any does not (another version of the library), the script is left as
/// argument-parser wrote it, whole, and
/// `KioskCommandTests.theBashScriptStartsNoSubshellOfItsOwn` fails until they are brought up
/// to date.
enum BashCompletionScript {
    /// `script` with every rewrite made, or `script` itself when one of them does not match.
    /// `command` is the name the script's functions carry (`kiosk` for `__kiosk_…`).
    static func quicker(_ script: String, command: String) -> String {
        // NB: `exec` ends the shell it runs in, so only when every call of the function runs
        // in a command substitution of its own (a subshell) may it become one.
        let complete = "__\(command)_custom_complete"
        guard occurrences(of: complete, in: script) == 1 + occurrences(of: "\"$(\(complete) ", in: script) else { return script }
        var quicker = script
        for (original, replacement) in rewrites(command) {
            let found = occurrences(of: original, in: quicker)
            guard found == 1 || (found > 1 && original.hasPrefix("\"$(")) else { return script }
            quicker = quicker.replacingOccurrences(of: original, with: replacement)
        }
        return quicker
    }

    /// How many times `piece` stands in `text`.
    private static func occurrences(of piece: String, in text: String) -> Int {
        text.components(separatedBy: piece).count - 1
    }

    /// Each piece of argument-parser's script and what replaces it.
    static func rewrites(_ command: String) -> [(String, String)] {
        let cursor = "__\(command)_cursor_index_in_current_word"
        return [
            // Saving the shell's options: a subshell running `shopt -p; shopt -po`.
            (
                """
                    local state
                    state="$(shopt -p;shopt -po)"
                    trap "${state//$'\\n'/;}" RETURN

                """,
                """
                    local state=''
                    [[ ":${BASHOPTS}:" == *:extglob:* ]] && state+='shopt -s extglob;' || state+='shopt -u extglob;'
                    [[ ":${SHELLOPTS}:" == *:history:* ]] && state+='set -o history;' || state+='set +o history;'
                    [[ ":${SHELLOPTS}:" == *:posix:* ]] && state+='set -o posix;' || state+='set +o posix;'
                    trap "${state}" RETURN

                """
            ),
            // Joining the version numbers: a subshell running `printf`.
            (
                """
                    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"

                """,
                """
                    printf -v SAP_SHELL_VERSION '%s.' "${BASH_VERSINFO[@]}"
                    SAP_SHELL_VERSION="${SAP_SHELL_VERSION%.}"

                """
            ),
            // The cursor's index in the word: printed into a subshell at each use; set once.
            (
                """
                    if [[ "${index}" -le 0 ]]; then
                        printf 0
                    else
                        printf %s "${index}"
                    fi
                }
                """,
                """
                    if [[ "${index}" -le 0 ]]; then
                        __\(command)_cursor_index=0
                    else
                        __\(command)_cursor_index="${index}"
                    fi
                }
                """
            ),
            (
                """
                    set +o history +o posix

                """,
                """
                    set +o history +o posix
                    local __\(command)_cursor_index
                    \(cursor)

                """
            ),
            ("\"$(\(cursor))\"", "\"${__\(command)_cursor_index}\""),
            // `kiosk` run by the function inside its own command substitution: the subshell
            // becomes `kiosk` instead of forking it.
            (
                """
                    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
                }
                """,
                """
                    exec "${COMP_WORDS[0]}" "${@}" "${words[@]}"
                }
                """
            ),
        ]
    }
}
