#!/usr/bin/env bash
# Start-up smoke test: `npm start` on an empty DATA_DIR answers /api/v1/health, serves the
# sign-in page and runs the marketplace sandbox with its demo sellers.
set -euo pipefail
dir=$(mktemp -d)
port=${SMOKE_PORT:-3987}
sandbox_port=$((port + 1))
log="$dir/start.log"
# In its own process group (setsid), so the cleanup stops npm and the server it started.
DATA_DIR="$dir/data" PORT=$port SANDBOX_PORT=$sandbox_port setsid npm start >"$log" 2>&1 &
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
curl -fsS "http://127.0.0.1:$sandbox_port/_sandbox/sellers" | grep -q 'small@demo.sandbox' || { cat "$log"; echo "smoke: the marketplace sandbox is not running"; exit 1; }
echo "smoke: 3 passed, 0 failed"
