#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates scalescope-probe output against gpu/schema/probe-1.schema.json.

usage: validate_probe.py SCHEMA KIND FILE
  KIND: document | list | events (one JSON object per line)
Exit 0 when valid, 1 with the first error otherwise.
"""
import json
import sys

import jsonschema


def main():
    schema_path, kind, path = sys.argv[1:4]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    if kind == "document":
        target = schema
    else:
        target = dict(schema["$defs"]["list" if kind == "list" else "event"])
        target["$defs"] = schema["$defs"]
    validator = cls(target)
    with open(path, encoding="utf-8") as f:
        items = [json.loads(line) for line in f if line.strip()] if kind == "events" else [json.load(f)]
    for i, item in enumerate(items):
        errors = sorted(validator.iter_errors(item), key=lambda e: list(e.path))
        if errors:
            e = errors[0]
            print(f"item {i}: {'/'.join(map(str, e.path))}: {e.message}")
            return 1
    print(f"{len(items)} item(s) valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
