"""Writes the site's sample data: a small synthetic taxi-trips table, one CSV per month, and the same
rows in a SQLite database (one table per month). Deterministic: the same files every run.

Usage: python tests/examples/data/make_sample_data.py [OUTPUT_DIR]   (default: static/data)

The rows are made up, shaped like public yellow-taxi trip records. A few carry the problems a data
quality check should catch: trips with zero passengers, missing passenger counts, and negative fares.
"""
from __future__ import annotations

import csv
import random
import sqlite3
import sys
from datetime import datetime, timedelta
from pathlib import Path

MONTHS = ["2019-01", "2019-02", "2019-03"]
ROWS_PER_MONTH = 1000
COLUMNS = [
    "vendor_id", "pickup_datetime", "dropoff_datetime", "passenger_count", "trip_distance",
    "rate_code_id", "store_and_fwd_flag", "pickup_location_id", "dropoff_location_id",
    "payment_type", "fare_amount", "extra", "mta_tax", "tip_amount", "tolls_amount",
    "improvement_surcharge", "total_amount", "congestion_surcharge",
]


def trip(rng: random.Random, month_start: datetime) -> dict:
    pickup = month_start + timedelta(seconds=rng.randrange(27 * 24 * 3600))
    distance = round(rng.lognormvariate(0.6, 0.8), 2)
    minutes = max(2, int(distance * rng.uniform(2.5, 5.0)))
    fare = round(2.5 + distance * 2.5 + minutes * 0.3, 2)
    if rng.random() < 0.004:
        fare = -fare  # refunds recorded as negative fares
    payment_type = rng.choices([1, 2, 3, 4], weights=[70, 27, 2, 1])[0]
    tip = round(fare * rng.uniform(0.1, 0.25), 2) if payment_type == 1 and fare > 0 else 0.0
    tolls = 5.76 if rng.random() < 0.04 else 0.0
    passengers = rng.choices([1, 2, 3, 4, 5, 6, 0], weights=[70, 14, 4, 2, 5, 3, 2])[0]
    return {
        "vendor_id": rng.choice([1, 2]),
        "pickup_datetime": pickup.strftime("%Y-%m-%d %H:%M:%S"),
        "dropoff_datetime": (pickup + timedelta(minutes=minutes)).strftime("%Y-%m-%d %H:%M:%S"),
        "passenger_count": "" if rng.random() < 0.01 else passengers,
        "trip_distance": distance,
        "rate_code_id": rng.choices([1, 2, 5], weights=[95, 4, 1])[0],
        "store_and_fwd_flag": rng.choices(["N", "Y"], weights=[99, 1])[0],
        "pickup_location_id": rng.randint(1, 265),
        "dropoff_location_id": rng.randint(1, 265),
        "payment_type": payment_type,
        "fare_amount": fare,
        "extra": rng.choice([0.0, 0.5, 1.0]),
        "mta_tax": 0.5,
        "tip_amount": tip,
        "tolls_amount": tolls,
        "improvement_surcharge": 0.3,
        "total_amount": round(fare + 0.5 + 0.3 + tip + tolls, 2),
        "congestion_surcharge": rng.choice([0.0, 2.5]) if month_start.month > 1 else "",
    }


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "static/data")
    out.mkdir(parents=True, exist_ok=True)
    database = out / "yellow_tripdata.db"
    database.unlink(missing_ok=True)
    with sqlite3.connect(database) as connection:
        for month in MONTHS:
            rng = random.Random(f"gx-docs-{month}")
            rows = [trip(rng, datetime.strptime(month, "%Y-%m")) for _ in range(ROWS_PER_MONTH)]
            rows.sort(key=lambda row: row["pickup_datetime"])
            with open(out / f"yellow_tripdata_sample_{month}.csv", "w", newline="", encoding="utf-8") as handle:
                writer = csv.DictWriter(handle, fieldnames=COLUMNS)
                writer.writeheader()
                writer.writerows(rows)
            table = f"yellow_tripdata_sample_{month.replace('-', '_')}"
            connection.execute(f"CREATE TABLE {table} ({', '.join(COLUMNS)})")
            connection.executemany(
                f"INSERT INTO {table} VALUES ({', '.join('?' for _ in COLUMNS)})",
                [[None if row[column] == "" else row[column] for column in COLUMNS] for row in rows],
            )
    print(f"wrote {len(MONTHS)} CSV files and {database} to {out}")


if __name__ == "__main__":
    main()
