"""The server's own cost of an offline coach turn, over real HTTP: latency p50/p95 and turns per second.

Starts `fitcoach serve` on a fresh SQLite database in a temporary folder, registers a user, and
plays typical logging and question messages against `POST /api/v1/coach/chat`. The offline engine
answers, so the figures are fitcoach's overhead alone (parsing, tools, policies, persistence).

usage: python benchmarks/chat_overhead.py [--turns 200] [--concurrency 4]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import tempfile
import time

import httpx
from _common import REPO_ROOT, header
from tqdm import tqdm

MESSAGES = [
    "2 eggs and toast for breakfast",
    "ran 5k in 28 min",
    "waist 86 cm",
    "3 glasses of water",
    "had a banana",
    "how many calories have I eaten today?",
    "weight 72.5 kg",
    "walked 45 minutes",
    "a bowl of oatmeal with milk",
    "what did I eat yesterday?",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def wait_until_up(base: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    async with httpx.AsyncClient() as client:
        while time.monotonic() < deadline:
            try:
                if (await client.get(f"{base}/api/v1/health")).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.2)
    raise SystemExit("the server did not start")


async def play(base: str, turns: int, concurrency: int) -> tuple[list[float], float]:
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        registered = await client.post(
            "/api/v1/auth/register", json={"email": "bench@example.com", "password": "benchmark-pw"}
        )
        headers = {"Authorization": f"Bearer {registered.json()['access_token']}"}
        await client.post("/api/v1/coach/chat", headers=headers, json={"message": "hello"})  # warm caches
        latencies: list[float] = []
        queue = list(range(turns))
        progress = tqdm(total=turns, desc="turns", unit=" turn")

        async def worker() -> None:
            while queue:
                i = queue.pop()
                started = time.perf_counter()
                response = await client.post(
                    "/api/v1/coach/chat", headers=headers, json={"message": MESSAGES[i % len(MESSAGES)]}
                )
                latencies.append((time.perf_counter() - started) * 1000)
                response.raise_for_status()
                progress.update()

        started = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        elapsed = time.perf_counter() - started
        progress.close()
        return latencies, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=4)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {**os.environ, "FITCOACH_DATA_DIR": data_dir, "FITCOACH_LLM_PROVIDER": "offline"}
        env.pop("FITCOACH_DATABASE_URL", None)
        server = subprocess.Popen(
            [
                str(REPO_ROOT / ".venv" / "bin" / "fitcoach"),
                "serve",
                "--port",
                str(port),
                "--log-level",
                "warning",
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            asyncio.run(wait_until_up(base))
            latencies, elapsed = asyncio.run(play(base, args.turns, args.concurrency))
        finally:
            server.terminate()
            server.wait(timeout=30)
    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    print(
        header(
            f"offline chat turn over HTTP ({args.turns} turns, {args.concurrency} clients, SQLite, 1 worker)"
        )
    )
    print(f"latency p50 {statistics.median(latencies):.1f} ms, p95 {p95:.1f} ms")
    print(f"throughput {args.turns / elapsed:.1f} turns/s")


if __name__ == "__main__":
    main()
