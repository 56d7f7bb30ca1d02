#!/usr/bin/env bash
# `make install`'s layout, used as a person would: Scripts/install into a temporary PREFIX (the
# built binaries, so no release build here), the programs run from there (kiosk-mock finding
# its recordings, kiosk-web its pages), a man page per command, completions in bash, fish and
# zsh that complete commands and values from the local database (counter titles, pizzas,
# ingredients, drinks, wine categories), and Scripts/uninstall leaving nothing behind.
# timeout: 400
# app: shared
source "$(dirname "$0")/lib.sh"
PREFIX="$WORK/prefix"
DATA="$WORK/data"
export HOME="$WORK/home"; mkdir -p "$HOME"

Scripts/install "$PREFIX" "$BIN" 2> "$WORK/install.log" || { cat "$WORK/install.log" >&2; fail "install failed"; }
for program in kiosk kiosk-tui kiosk-web kiosk-mock; do
  "$PREFIX/bin/$program" --help > /dev/null || fail "$program does not run from $PREFIX/bin"
done
[ -L "$PREFIX/bin/kiosk-web" ] || fail "bin/kiosk-web is not the link to libexec/kiosk"
[ -f "$PREFIX/libexec/kiosk/Kiosk_KioskWebApp.resources/Templates/layout.mustache" ] \
  || ls "$PREFIX/libexec/kiosk/Kiosk_KioskWebApp.resources/Templates" >/dev/null || fail "kiosk-web's pages are not installed"
grep -q '^\.TH "KIOSK.PIZZA.CART.ADD" "1"' "$PREFIX/share/man/man1/kiosk.pizza.cart.add.1" || fail "no man page for kiosk pizza cart add"
grep -q '^\.TH "KIOSK-MOCK" "1"' "$PREFIX/share/man/man1/kiosk-mock.1" || fail "no kiosk-mock(1)"
MANPATH="$PREFIX/share/man" man kiosk.wine.catalog 2>/dev/null | grep -q -- "--category" || fail "man kiosk.wine.catalog does not show --category"
# Every page, rendered by man, says what --help says: UTF-8, defaults, paragraphs, one EXIT STATUS.
"$(dirname "$0")/man-matches-help.py" "$PREFIX" > "$WORK/man.log" || fail "the man pages differ from --help: $(head -20 "$WORK/man.log")"

# kiosk-mock from the prefix, in another directory, serving the installed recordings.
cd "$WORK"
BIN="$PREFIX/bin" start_mock
cd - > /dev/null
kiosk() { "$PREFIX/bin/kiosk" "$@" --data-dir "$DATA" --server "$MOCK_URL"; }
kiosk pizza menu > /dev/null || fail "the installed kiosk could not load the menu from the installed mock"
kiosk counters add "Cups of coffee" > /dev/null || fail "counters add"
kiosk counters add "Glasses of water" > /dev/null || fail "counters add"
kiosk wine import > /dev/null || fail "wine import"

# bash: the installed script, as bash-completion loads it, asked as bash asks on Tab.
bash_complete() { # bash_complete WORD... (the last word is the one being completed)
  PATH="$PREFIX/bin:$PATH" bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
    _kiosk kiosk "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf "%s\n" "${COMPREPLY[@]}"
  ' _ "$PREFIX/share/bash-completion/completions/kiosk" kiosk "$@"
}
expect_line() { # expect_line TEXT OUTPUT WHAT
  printf '%s\n' "$2" | grep -qxF -- "$1" || fail "$3: \"$1\" is not among: $(printf '%s' "$2" | tr '\n' '|')"
}
expect_line "menu" "$(bash_complete pizza me)" "bash, a command"
out=$(bash_complete pizza show --data-dir "$DATA" Ma)
expect_line "Margherita" "$out" "bash, pizza names"
expect_line "Mare Bianco" "$out" "bash, a pizza name with a space"
expect_line "Cups of coffee" "$(bash_complete counters inc --data-dir "$DATA" "")" "bash, counter titles"
expect_line "Mozzarella" "$(bash_complete pizza cart add Margherita --data-dir "$DATA" --add Mo)" "bash, ingredients"
expect_line "Coke" "$(bash_complete pizza cart add-drink --data-dir "$DATA" C)" "bash, drinks"
expect_line "Red Wine" "$(bash_complete wine catalog --data-dir "$DATA" --category Red)" "bash, wine categories"
mkdir -p "$WORK/pick/somewhere"
(cd "$WORK/pick" && expect_line "somewhere" "$(bash_complete config --data-dir so)" "bash, directories for --data-dir")
[ -z "$(bash_complete pizza show --data-dir "$WORK/none" Ma)" ] || fail "bash: completion offered pizzas from a data directory that does not exist"
[ ! -e "$WORK/none" ] || fail "completion created a data directory"

# fish: a real interactive shell in tmux, Tab pressed on a typed line.
if command -v fish >/dev/null; then
  mkdir -p "$WORK/fish-config/fish"
  cat > "$WORK/fish-config/fish/config.fish" <<FISHRC
function fish_prompt; echo -n 'fish> '; end
set -g fish_greeting
set -p fish_complete_path "$PREFIX/share/fish/vendor_completions.d"
set -p PATH "$PREFIX/bin"
FISHRC
  start_session 120 20 "XDG_CONFIG_HOME=$WORK/fish-config fish -i"
  wait_for "fish>"
  t send-keys -t e2e "kiosk pizza show --data-dir $DATA Marg" Tab
  wait_for "show --data-dir $DATA Margherita"
  t send-keys -t e2e C-u "kiosk counters dec --data-dir $DATA Gla" Tab
  wait_for "Glasses\\ of\\ water"
  t kill-server
  # NB: a tmux server being killed may still own its socket for a moment; zsh gets a new one.
  SOCKET="$SOCKET-zsh"
else
  fail "fish is missing (make setup installs it)"
fi

# zsh: a real interactive shell in tmux, Tab pressed on a typed line.
if command -v zsh >/dev/null; then
  cat > "$WORK/.zshrc" <<ZSHRC
PS1='zsh> '
fpath=("$PREFIX/share/zsh/site-functions" \$fpath)
path=("$PREFIX/bin" \$path)
autoload -Uz compinit && compinit -u -d "$WORK/.zcompdump"
ZSHRC
  start_session 120 20 "ZDOTDIR=$WORK zsh -i"
  wait_for "zsh>"
  t send-keys -t e2e "kiosk pizza show --data-dir $DATA Marg" Tab
  wait_for "show --data-dir $DATA Margherita"
  t send-keys -t e2e C-u "kiosk counters inc --data-dir $DATA Cu" Tab
  wait_for "Cups\\ of\\ coffee"
  t kill-server
else
  fail "zsh is missing (make setup installs it)"
fi

kill "$MOCK_PID"; wait "$MOCK_PID" 2>/dev/null || true; MOCK_PID=""
Scripts/uninstall "$PREFIX" 2> "$WORK/uninstall.log" || { cat "$WORK/uninstall.log" >&2; fail "uninstall failed"; }
left=$(find "$PREFIX" -mindepth 1 2>/dev/null | head -5)
[ -z "$left" ] || fail "uninstall left: $left"
echo "ok: installed, completed in bash, fish and zsh, uninstalled"
