#!/usr/bin/env bash
# Start-up smoke test: `npm start` on an empty DATA_DIR answers /api/v1/health and serves
# the sign-in page.
set -euo pipefail
dir=$(mktemp -d)
port=${SMOKE_PORT:-3987}
log="$dir/start.log"
# In its own process group (setsid), so the cleanup stops npm and the server it started.
DATA_DIR="$dir/data" PORT=$port setsid npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill -- -"$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/v1/health" 2>/dev/null | grep -q '"status":"ok"'; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "smoke: npm start exited early"; exit 1; fi
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/api/v1/health" | grep -q '"status":"ok"' || { cat "$log"; echo "smoke: no health"; exit 1; }
page=$(curl -fsS "http://127.0.0.1:$port/auth/signin")
echo "$page" | grep -q '<div id="root">' || { echo "smoke: /auth/signin did not serve the web app"; exit 1; }
grep -q 'Password (shown only this once)' "$log" || { cat "$log"; echo "smoke: operator password not printed"; exit 1; }
echo "smoke: 2 passed, 0 failed"
