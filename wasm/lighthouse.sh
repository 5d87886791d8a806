#!/bin/sh
# Runs Lighthouse (installed by `make lighthouse` under dist/tools) against the site folder served on a
# free loopback port, mobile then desktop, and prints the four category scores of each.
# Usage: wasm/lighthouse.sh <lighthouse bin> <serve binary> <site folder> <report folder>
set -eu
lh=$1 serve=$2 site=$3 out=$4
mkdir -p "$out"
log=$(mktemp)
"$serve" -dir "$site" -addr 127.0.0.1:0 >"$log" 2>&1 &
pid=$!
trap 'kill -INT $pid 2>/dev/null; wait $pid 2>/dev/null; rm -f "$log"' EXIT INT TERM
url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's|^Quintet is at \(http://[^ ]*/\).*|\1|p' "$log")
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "lighthouse: the server did not start:"; cat "$log"; exit 1; }
failed=0
flags="--headless=new --no-sandbox --disable-gpu --enable-unsafe-swiftshader --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
for form in mobile desktop; do
  preset=""
  [ $form = desktop ] && preset="--preset=desktop"
  CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} "$lh" "$url" $preset --quiet \
    --only-categories=performance,accessibility,best-practices,seo --max-wait-for-load=120000 \
    --chrome-flags="$flags" --output=json --output-path="$out/$form.json" || { echo "$form: Lighthouse failed"; failed=1; continue; }
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const c = r.categories, a = r.audits;
    const s = (k) => c[k].score === null ? "n/a" : Math.round(c[k].score * 100);
    console.log(process.argv[2] + ": performance " + s("performance") + ", accessibility " + s("accessibility") +
      ", best practices " + s("best-practices") + ", SEO " + s("seo") +
      "  (TBT " + a["total-blocking-time"].displayValue + ", LCP " + a["largest-contentful-paint"].displayValue + ")");
  ' "$out/$form.json" $form
done
exit $failed
