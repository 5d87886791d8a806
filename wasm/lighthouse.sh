#!/bin/sh
# Runs Lighthouse (installed by `make lighthouse` under dist/tools) against site folders, each served on a
# free loopback port of its own by the same server, mobile then desktop, the sites taking turns within
# each form factor (so they are judged in the same minutes); prints the four category scores of each,
# the largest contentful paint's element, and each site's Performance against the first's.
# LIGHTHOUSE_FORMS=desktop (or mobile) runs one form factor only.
# Usage: wasm/lighthouse.sh <lighthouse bin> <serve binary> <report folder> <name>=<site folder>...
set -eu
lh=$1 serve=$2 out=$3
shift 3
mkdir -p "$out"
pids="" logs="" names="" urls=""
cleanup() {
  for p in $pids; do kill -INT "$p" 2>/dev/null || true; done
  for p in $pids; do wait "$p" 2>/dev/null || true; done
  for l in $logs; do rm -f "$l"; done
}
trap cleanup EXIT INT TERM
for arg in "$@"; do
  name=${arg%%=*} site=${arg#*=}
  log=$(mktemp)
  "$serve" -dir "$site" -addr 127.0.0.1:0 >"$log" 2>&1 &
  pids="$pids $!" logs="$logs $log"
  url=""
  for _ in $(seq 1 100); do
    url=$(sed -n 's|^Quintet is at \(http://[^ ]*/\).*|\1|p' "$log")
    [ -n "$url" ] && break
    sleep 0.1
  done
  [ -n "$url" ] || { echo "lighthouse: the server of $site did not start:"; cat "$log"; exit 1; }
  names="$names $name" urls="$urls $url"
done
failed=0
flags="--headless=new --no-sandbox --disable-gpu --enable-unsafe-swiftshader --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
for form in ${LIGHTHOUSE_FORMS:-mobile desktop}; do
  preset=""
  [ $form = desktop ] && preset="--preset=desktop"
  set -- $urls
  first=""
  for name in $names; do
    url=$1
    shift
    report="$out/$name-$form.json"
    CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium} "$lh" "$url" $preset --quiet \
      --only-categories=performance,accessibility,best-practices,seo --max-wait-for-load=120000 \
      --chrome-flags="$flags" --output=json --output-path="$report" || { echo "$name $form: Lighthouse failed"; failed=1; continue; }
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      const c = r.categories, a = r.audits;
      const s = (k) => c[k].score === null ? "n/a" : Math.round(c[k].score * 100);
      let lcp = "";
      try { lcp = a["largest-contentful-paint-element"].details.items[0].items[0].node.nodeLabel; } catch (e) { lcp = ""; }
      let line = process.argv[2] + ": performance " + s("performance") + ", accessibility " + s("accessibility") +
        ", best practices " + s("best-practices") + ", SEO " + s("seo") +
        "  (TBT " + a["total-blocking-time"].displayValue + ", LCP " + a["largest-contentful-paint"].displayValue +
        (lcp ? " on \"" + String(lcp).slice(0, 60) + "\"" : " (element not reported)") +
        ", speed index " + a["speed-index"].displayValue + ")";
      if (process.argv[3]) {
        const b = JSON.parse(require("fs").readFileSync(process.argv[3], "utf8")).categories.performance.score;
        line += b === null || c.performance.score === null ? "; no performance to compare with " + process.argv[4]
          : "; performance " + (Math.round(c.performance.score * 100) - Math.round(b * 100)) + " points against " + process.argv[4];
      }
      console.log(line);
    ' "$report" "$name $form" "$first" "${first:+$(basename "$first" .json)}"
    [ -n "$first" ] || first=$report
  done
done
exit $failed
