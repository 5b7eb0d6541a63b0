"""Fetches catalogs from the catalog-export example and checks them with ElementTree as they arrive.

    python3 catalog_fetch.py BASE_URL SERVER_PID COUNT...

For each COUNT: `GET BASE_URL/catalog?books=COUNT`, parsed as it arrives (XMLPullParser, pieces of
64 KiB), every book checked against what its number gives, in order; the server's resident memory
(`ps -o rss=`, KiB) sampled before the request and after every 25,000 books. Prints one JSON line
per count: {"books": N, "bytes": B, "wrong": W, "rss_kib": [...], "seconds": S}.
"""
import json
import subprocess
import sys
import time
import urllib.request
import xml.etree.ElementTree as ET


def expected(number):
    """The fields of book `number`, as catalog-export makes them."""
    padded = f"{number:07d}"
    cents = 100 + number % 9000
    return {
        "id": str(number),
        "isbn": f"978-0-{padded}-0",
        "title": f"Book {padded}",
        "pages": str(100 + number % 900),
        "price": f"{cents // 100}.{cents % 100:02d}",
        "currency": "USD",
    }


def found(book):
    price = book.find("price")
    return {
        "id": book.get("id"),
        "isbn": book.findtext("isbn"),
        "title": book.findtext("title"),
        "pages": book.findtext("pages"),
        "price": price.text if price is not None else None,
        "currency": price.get("currency") if price is not None else None,
    }


def rss_kib(pid):
    return int(subprocess.run(["ps", "-o", "rss=", "-p", pid], capture_output=True, text=True).stdout.strip())


def fetch(base, pid, count):
    started = time.monotonic()
    samples = [rss_kib(pid)]
    parser = ET.XMLPullParser(events=("start", "end"))
    books = wrong = size = 0
    root = None
    with urllib.request.urlopen(f"{base}/catalog?books={count}") as response:
        while True:
            piece = response.read(64 * 1024)
            if not piece:
                break
            size += len(piece)
            parser.feed(piece)
            for event, element in parser.read_events():
                if event == "start" and root is None:
                    root = element
                    if element.tag != "catalog" or element.get("count") != str(count):
                        wrong += 1
                elif event == "end" and element.tag == "book":
                    books += 1
                    if found(element) != expected(books):
                        wrong += 1
                    root.clear()  # keep the parser's memory flat too
                    if books % 25_000 == 0:
                        samples.append(rss_kib(pid))
    parser.close()
    samples.append(rss_kib(pid))
    return {
        "books": books,
        "bytes": size,
        "wrong": wrong,
        "rss_kib": samples,
        "seconds": round(time.monotonic() - started, 3),
    }


def main():
    base, pid, counts = sys.argv[1], sys.argv[2], sys.argv[3:]
    for count in counts:
        print(json.dumps(fetch(base, pid, int(count))), flush=True)


if __name__ == "__main__":
    main()
