#!/usr/bin/env bash
# Samples/LocalizedServer end to end: build a copy (the build plugin checks its tables), start it on
# a free loopback port for a fixed number of requests, and check that each request is answered in
# the language its Accept-Language header prefers. The server stops by itself after the requests.
# With E2E_SHARED set (Scripts/test.sh), it builds in E2E_SHARED/samples-build, shared with the other
# sample scripts.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp="$(mktemp -d)"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill "$server_pid"; fi
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "localized-server: FAIL: $*" >&2; exit 1; }
scratch="${E2E_SHARED:+$E2E_SHARED/samples-build}"
scratch="${scratch:-$tmp/build}"

app="$tmp/LocalizedServer"
cp -R "$root/Samples/LocalizedServer" "$app"
rm -rf "$app/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$app/Package.swift"
swift build --package-path "$app" --scratch-path "$scratch" >"$tmp/build.log" 2>&1 ||
    { cat "$tmp/build.log"; fail "build failed"; }

# Accept-Language → the body expected.
headers=("ru, en;q=0.5" "de-CH" "zh-CN, zh;q=0.9" "fr, ar;q=0.3" "xx")
expected=(
    $'Привет, Ada!\nВ вашей корзине 21 товар.\nЭта страница на русском языке.'
    $'Hallo, Ada!\nDein Warenkorb enthält 21 Artikel.\nDiese Seite ist auf Deutsch.'
    $'你好，Ada！\n您的购物车中有21件商品。\n此页面为简体中文。'
    $'مرحبًا، Ada!\nفي سلة التسوق 21 منتجًا.\nهذه الصفحة باللغة العربية.'
    $'Hello, Ada!\nYour cart has 21 items.\nThis page is in English.'
)
languages=(ru de zh-Hans ar en)

"$scratch/debug/LocalizedServer" --port 0 --max-requests "${#headers[@]}" >"$tmp/server.log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 100); do
    port="$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$tmp/server.log")"
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$tmp/server.log"; fail "the server exited before listening"; }
    sleep 0.1
done
[ -n "$port" ] || fail "the server did not report its port"

for index in "${!headers[@]}"; do
    exec 3<>"/dev/tcp/127.0.0.1/$port"
    printf 'GET /?name=Ada&items=21 HTTP/1.1\r\nHost: localhost\r\nAccept-Language: %s\r\n\r\n' "${headers[$index]}" >&3
    response="$(timeout 10 cat <&3 | tr -d '\r')"
    exec 3<&-
    body="${response#*$'\n\n'}"
    [ "$body" = "${expected[$index]}" ] ||
        fail "Accept-Language '${headers[$index]}': expected"$'\n'"${expected[$index]}"$'\n'"got"$'\n'"$response"
    grep -qx "Content-Language: ${languages[$index]}" <<<"$response" ||
        fail "Accept-Language '${headers[$index]}': no 'Content-Language: ${languages[$index]}'"
done

for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then fail "the server did not stop after its requests"; fi
wait "$server_pid" || fail "the server exited non-zero"
server_pid=""
echo "ok: LocalizedServer answered ${#headers[@]} requests, each in its Accept-Language (ru, de, zh-Hans, ar, en)"
