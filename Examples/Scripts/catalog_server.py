"""Serves generated book catalogs on 127.0.0.1 for the catalog-download example and its test.

    python3 catalog_server.py

Prints `listening on PORT` once it accepts connections, then for each request a line `GET PATH`
and, when the response is sent, `sent BYTES bytes, BOOKS books`. Stops when its standard input
closes. `GET /catalog?books=N` answers a catalog of N books, generated as it is sent (with a
Content-Length: every book has the same size), so a 100 MB catalog is never held in memory here
either. With `&pause=1` it stops before the last part, prints `waiting`, and goes on once a line
arrives on its standard input (`go`): a reader that shows the first book before that has not waited for
the whole document.
"""
import http.server
import sys
import threading
import urllib.parse

HEADER = b'<?xml version="1.0" encoding="UTF-8"?>\n<catalog>\n'
FOOTER = b"</catalog>\n"
BOOKS_PER_PART = 1000


def book(number):
    """Book `number` (1, 2, ...): id, pages and price follow from it, its size is fixed."""
    cents = 100 + number % 9000
    return (
        f'  <book id="{number:07d}" available="yes">\n'
        f"    <isbn>978-0-{number:07d}-0</isbn>\n"
        f"    <title>Book {number:07d}</title>\n"
        f"    <authors><author><name>Author {number % 100:02d}</name></author></authors>\n"
        f'    <details><pages>{100 + number % 900}</pages><price currency="USD">{cents // 100:02d}.{cents % 100:02d}</price></details>\n'
        f"    <published>2001-01-01</published>\n"
        f"    <description>A generated book — its <em>id</em>, pages and price follow from its number.</description>\n"
        f"  </book>\n"
    ).encode()


BOOK_SIZE = len(book(1))
resume = threading.Semaphore(0)


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        say(f"GET {url.path}")
        if url.path != "/catalog":
            self.send_error(404)
            return
        books = int(query.get("books", ["3"])[0])
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(HEADER) + books * BOOK_SIZE + len(FOOTER)))
        self.end_headers()
        sent = self.wfile.write(HEADER)
        for first in range(1, books + 1, BOOKS_PER_PART):
            last = min(first + BOOKS_PER_PART, books + 1)
            if last > books and query.get("pause") == ["1"]:
                say("waiting")
                resume.acquire()
            # write() blocks while the client does not read: TCP's flow control holds us back.
            sent += self.wfile.write(b"".join(book(number) for number in range(first, last)))
        sent += self.wfile.write(FOOTER)
        self.wfile.flush()
        say(f"sent {sent} bytes, {books} books")

    def log_message(self, format, *args):
        pass


def say(line):
    print(line, flush=True)


def main():
    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    say(f"listening on {server.server_address[1]}")
    # Each line on stdin lets a paused response go on; the end of stdin ends the server.
    for _ in sys.stdin:
        resume.release()


if __name__ == "__main__":
    main()
