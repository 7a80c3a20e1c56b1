#!/usr/bin/env python3
"""Writes the seed corpora in server/fuzz/corpus/<target>/ from config/forms/fixtures and the
cases of the unit tests. Run it again after changing the fixtures; the files are committed.
Each file is named after a hash of its bytes, as libFuzzer names the inputs it keeps."""
import hashlib
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
FORMS = HERE.parent.parent / "config" / "forms"
SEP = b"\x1f"


def write(target, data):
    if isinstance(data, str):
        data = data.encode()
    directory = HERE / "corpus" / target
    directory.mkdir(parents=True, exist_ok=True)
    (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)


def expand(value):
    if isinstance(value, dict) and "$repeat" in value:
        return value["$repeat"] * value["times"]
    return value


def intake_cases():
    # The catalog's form order: case-review first (byte 0), then the questionnaire (byte 1).
    for index, name in enumerate(["case-review", "harassment-questionnaire"]):
        fixture = json.loads((FORMS / "fixtures" / f"{name}.json").read_text())
        for case in fixture["valid"] + fixture["invalid"]:
            body = dict(fixture["base"])
            for key, value in case.get("set", {}).items():
                body[key] = expand(value)
            for key in case.get("remove", []):
                body.pop(key, None)
            data = bytes([index]) + json.dumps(body, ensure_ascii=False).encode()
            if len(data) <= 8192:  # libFuzzer's inputs stay small; long fields are mutated in
                write("intake_validation", data)
    write("intake_validation", b"\x00[]")
    write("intake_validation", b'\x01{"elapsedMs": 18446744073709551615}')


def lead_filter_cases():
    queries = [
        "", "?a=1&b=x+y%21&&c&d=%E2%9C%93", "?a=%2", "?a=%C3%28", "?form=&status=&q=",
        "?form=harassment-questionnaire&issue=Wage+%26+Hour&status=not_a_fit"
        "&from=2026-01-01T00:00:00-08:00&to=2026-02-01T00:00Z&utm_source=google&q=Mar%C3%ADa"
        "&page=2&pageSize=25",
        "?form=contact&status=won&from=yesterday&page=0&pageSize=201&x=1",
        "?status=new&status=retained", "?q=a%0Ab", "?page=1.5", "?q=310+555-0142",
        "?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z",
        "?from=2026-03-10T12:34:56.789123+05:30", "?q=100%25_off%5C",
    ]
    for query in queries:
        write("lead_filter", b"\x01" + query.encode())
    write("lead_filter", b"\x00?status=new&form=case-review")


def path_cases():
    for target in ["/", "/services", "/assets/app-3f9a1c.js", "/services?x=1&y=%2e#frag",
                   "/a#b?c", "/caf%C3%A9", "/a%20b", "/%252e%252e/x", "/%2e%2e%2e",
                   "/services/?a=1", "/a%20b/", "/../etc/passwd", "/a/%2e%2e%2fb", "/a%5C..%5Cb",
                   "/a%0d%0aSet-Cookie:x", "/a%", "//", "/admin/leads/case-review/3f1c2a9e"]:
        write("path", target)


def accept_encoding_cases():
    for value in ["gzip, deflate, br, zstd", "br;q=0.5, gzip;q=0.8", "br;q=0, gzip",
                  "gzip;q=0.5, identity;q=0.9", "br;q=1.000, gzip;q=1", "x-gzip", "*",
                  "*;q=0, gzip", "br;q=0, gzip;q=0, identity;q=0", "br;q=2, gzip;q=0.5",
                  "br;q=abc", "br;q=0.1234", "br;q=", "BR ; Q=0.25 ,GZIP"]:
        write("accept_encoding", b"\x07" + value.encode())
    write("accept_encoding", b"\x00")
    write("accept_encoding", b"\x01identity;q=0")


def cookie_cases():
    for header in ["firm_admin=abc", "x=1; firm_admin=abc; y=2", 'x=1;firm_admin="abc"',
                   "firm_admin_old=zzz; firm_admin=abc", "firm_admin=first; firm_admin=second",
                   "firm_admin=", "x=1; y=2", " firm_admin = a=b ;"]:
        write("cookies", header)
    write("cookies", b"a=1; b=2" + SEP + b"b")


def csv_cases():
    for cells in [[b"a", b"=b", b""], [b'say "hi"', b"-1", b"+1", b"@SUM(A1)"],
                  [b"\tx", b"\rx", b"line\r\nbreak", "Mar\u00eda".encode()], [b"'=1", b","]]:
        write("csv", SEP.join(cells))


def email_cases():
    leads = [
        ["Mar\u00eda", "L\u00f3pez", "case_review", "2026-03-10T12:34:56.700Z",
         "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f", "5b0c7d1e-0000-4000-8000-000000000001",
         "Wage & Hour", "Retaliation"],
        ["Ann\r\nBcc: x@evil.example", "Lee\u2028X", "harassment_questionnaire",
         "2026-03-10T12:34:56.700Z", "abc", "id\r\nX: y", "Sexual harassment"],
        ["\u5f20\u4f1f" * 30, "", "case_review", "", "", "m", "=?UTF-8?B?x?="],
    ]
    for lead in leads:
        write("email", SEP.join(part.encode() for part in lead))


def request_parser_cases():
    # First byte: how the rest is cut into reads (request_parser_fuzz.cpp).
    requests = [
        b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
        b"POST /api/case-reviews HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 2\r\n\r\n{}",
        b"POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        b"3\r\nabc\r\n0\r\nX-T: 1\r\n\r\n",
        b"GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n"
        b"HEAD /c HTTP/1.0\r\n\r\n",
        b"POST /api/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n",
        b"GET /healthz HTTP/1.1\nHost: x\n\n",
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n",
        b"POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc",
        b"POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 999999\r\nExpect: 100-continue\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: x\r\nX-Firm-Refusal: forged\r\n\r\n",
        b"\r\n\r\nGET / HTTP/2.0\r\n\r\n",
        b"BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n",
    ]
    for step, request in enumerate(requests):
        write("request_parser", bytes([step % 17]) + request)


if __name__ == "__main__":
    intake_cases()
    lead_filter_cases()
    path_cases()
    accept_encoding_cases()
    cookie_cases()
    csv_cases()
    email_cases()
    request_parser_cases()
