"""Precision and recall of the safety policies on the labelled corpus.

Usage: python benchmarks/safety.py [--corpus PATH] [--benign-lines PATH] [--via-api] [--verbose]
Targets (issue): recall >= 98% for crisis and eating disorders, precision >= 95% overall.
--benign-lines takes one everyday utterance per line (for example the output of
`python ../shared/eval/false_positives.py make`) and reports how often any policy fires on them.
--via-api sends each user message of the corpus through `POST /api/v1/coach/chat` of an in-process
app on a fresh SQLite database (offline engine, a new user per message) and scores the
`safety.policies` the API returns, so the figures cover the whole turn; coach replies are skipped.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from datetime import UTC, datetime, time
from pathlib import Path

import httpx
from _common import REPO_ROOT, header
from tqdm import tqdm

from fitcoach.api.app import create_app
from fitcoach.bootstrap import prepare_database
from fitcoach.coach.policies import PolicyContext, check_input
from fitcoach.coach.policies.evaluation import (
    CORPUS_TODAY,
    LabelledMessage,
    PolicyScore,
    load_corpus,
    score,
    score_fired,
)
from fitcoach.config import Environment, Settings, async_database_url

DEFAULT_CORPUS = REPO_ROOT / "tests" / "coach" / "policies" / "safety_corpus.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--benign-lines", type=Path, help="one benign utterance per line")
    parser.add_argument("--verbose", action="store_true", help="list misses and false alarms")
    parser.add_argument("--via-api", action="store_true", help="score the chat API's answers")
    args = parser.parse_args()

    messages = load_corpus(args.corpus)
    if args.via_api:
        messages = [message for message in messages if message.direction == "input"]
        scores = _score_via_api(messages)
    else:
        scores = score(messages)
    risky = sum(1 for message in messages if message.expected)
    print(header("safety policies"))
    print(
        f"corpus {args.corpus.name}: {len(messages)} messages ({risky} risky, {len(messages) - risky} benign)"
    )
    print(f"{'policy':<18}{'precision':>10}{'recall':>10}{'tp':>6}{'fp':>6}{'fn':>6}")
    for name, result in scores.items():
        print(
            f"{name:<18}{result.precision:>10.1%}{result.recall:>10.1%}"
            f"{result.true_positives:>6}{result.false_positives:>6}{result.false_negatives:>6}"
        )
        if args.verbose:
            for text in result.misses:
                print(f"    missed:      {text}")
            for text in result.false_alarms:
                print(f"    false alarm: {text}")
    if args.benign_lines:
        _report_benign(args.benign_lines, verbose=args.verbose)


def _score_via_api(messages: list[LabelledMessage]) -> dict[str, PolicyScore]:
    """The corpus's user messages scored on what `POST /api/v1/coach/chat` says of them."""
    with tempfile.TemporaryDirectory() as folder:
        url = async_database_url(f"sqlite:///{Path(folder) / 'safety.db'}")
        prepare_database(url)  # migrations run their own event loop, so before ours starts
        settings = Settings(
            environment=Environment.TEST,
            data_dir=Path(folder),
            database_url=url,
            secret_key="safety-benchmark-secret-key-0123456789abcdef",
        )
        fired = asyncio.run(_chat_policies(settings, messages))
    return score_fired(messages, fired)


async def _chat_policies(settings: Settings, messages: list[LabelledMessage]) -> list[frozenset[str]]:
    app = create_app(settings, clock=lambda: datetime.combine(CORPUS_TODAY, time(12), tzinfo=UTC))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://bench") as client:
        return [
            await _policies_via_api(client, number, message)
            for number, message in enumerate(tqdm(messages, desc="chat turns", unit=" turn"))
        ]


async def _policies_via_api(
    client: httpx.AsyncClient, number: int, message: LabelledMessage
) -> frozenset[str]:
    # A user of its own for each message: a coach session (and the eating-disorder flag it may carry)
    # lasts while the user keeps chatting, and the corpus's messages are from different people.
    registered = await client.post(
        "/api/v1/auth/register", json={"email": f"safety{number}@example.com", "password": "benchmark-pw"}
    )
    headers = {"Authorization": f"Bearer {registered.json()['access_token']}"}
    response = await client.post("/api/v1/coach/chat", headers=headers, json={"message": message.text})
    if response.status_code != 200:
        raise SystemExit(f"the chat API answered {response.status_code} to {message.text!r}: {response.text}")
    return frozenset(response.json()["safety"]["policies"])


def _report_benign(path: Path, *, verbose: bool) -> None:
    ctx = PolicyContext(today=CORPUS_TODAY)
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    checked = [(line, check_input(line, ctx).policies) for line in lines]
    fired = [(line, policies) for line, policies in checked if policies]
    rate = len(fired) / max(len(lines), 1)
    print(f"benign lines {path.name}: {len(fired)} of {len(lines)} fired ({rate:.2%})")
    if verbose:
        for line, policies in fired:
            print(f"    {','.join(policies)}: {line}")


if __name__ == "__main__":
    main()
