"""Calls the xmlrpc-server example under a bounded load, with Python's xmlrpc.client.

    python3 xmlrpc_load.py URL SERVER_PID [CALLS] [CLIENTS]

CALLS requests (10,000 by default) from CLIENTS threads (8), each with its own keep-alive
connection, all to URL on the loopback. Call number j is, by j % 20:

- 0 and 10: a malformed request, sent with http.client (xmlrpc.client writes only well-formed
  ones): a truncated document (fault -32700) or a <methodCall> without <methodName> (-32600);
- 1 and 11: system.multicall of math.add, math.divide by zero and an unknown method;
- 2 and 12: math.divide(j, 0.0): the handler throws, fault -32500;
- 3 and 13: math.add(j, "x"): a parameter of the wrong type, fault -32602;
- 4: system.listMethods(); 14: text.words([...]);
- the other ten: math.add(j, j).

Every answer is compared with the expected one, whole fault strings included. The server's
resident memory (VmRSS, or `ps` where /proc is missing) is read before the load and after every
500 answered calls. Prints a summary line, then one line of JSON with the figures; exits 1 if any
call went unanswered or was answered wrongly.
"""
import http.client
import json
import os
import subprocess
import sys
import threading
import time
import urllib.parse
import xmlrpc.client

METHODS = ["math.add", "math.divide", "system.listMethods", "system.methodHelp",
           "system.methodSignature", "system.multicall", "text.words"]
TRUNCATED = b"<methodCall><methodName>math.add</methodName><params><param><value><int>1</int></value></param>"
TRUNCATED_FAULT = (-32700, "line 1, column 96: the document ends before <params> is closed at /methodCall/params")
NAMELESS = b"<methodCall><params/></methodCall>"
NAMELESS_FAULT = (-32600, "line 1, column 35: <methodCall> has no <methodName> at /methodCall")
DIVISION_FAULT = (-32500, "math.divide: DivisionByZero()")
PARAMETER_FAULT = (-32602, "math.add: params[1]: expected an int that fits Int, found string")
UNKNOWN_FAULT = (-32601, 'method "no.such" is not supported')
SAMPLE_EVERY = 500


def resident_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    except FileNotFoundError:
        return int(subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True).stdout)


def mib(kib):
    return f"{kib / 1024:.1f}"


def fault(call):
    """The (code, string) of the fault `call` raises, or its result when it raises none."""
    try:
        return call()
    except xmlrpc.client.Fault as error:
        return (error.faultCode, error.faultString)


class Load:
    def __init__(self, url, pid, calls, clients):
        self.url, self.pid, self.calls, self.clients = url, pid, calls, clients
        self.lock = threading.Lock()
        self.answered = 0
        self.faults = 0
        self.mismatches = []
        self.failures = []
        self.rss = [resident_kib(pid)]

    def run(self):
        threads = [threading.Thread(target=self.client, args=(number,)) for number in range(self.clients)]
        start = time.monotonic()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.seconds = time.monotonic() - start

    def client(self, number):
        proxy = xmlrpc.client.ServerProxy(self.url)
        address = urllib.parse.urlsplit(self.url)
        raw = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
        for j in range(number, self.calls, self.clients):
            try:
                expected, answer = self.call(j, proxy, raw, address.path)
            except Exception as error:  # unanswered: the connection failed
                with self.lock:
                    self.failures.append(f"call {j}: {error!r}")
                continue
            with self.lock:
                self.answered += 1
                if isinstance(answer, tuple):
                    self.faults += 1
                if answer != expected:
                    self.mismatches.append(f"call {j}: expected {expected!r}, answered {answer!r}")
                if self.answered % SAMPLE_EVERY == 0:
                    self.rss.append(resident_kib(self.pid))

    @staticmethod
    def call(j, proxy, raw, path):
        """(expected, answer) for call number j."""
        kind = j % 20
        if kind in (0, 10):
            body, expected = (TRUNCATED, TRUNCATED_FAULT) if kind == 0 else (NAMELESS, NAMELESS_FAULT)
            raw.request("POST", path, body, {"Content-Type": "text/xml"})
            response = raw.getresponse()
            answer = fault(lambda: xmlrpc.client.loads(response.read()))
            return expected, answer
        if kind in (1, 11):
            multicall = xmlrpc.client.MultiCall(proxy)
            multicall.math.add(j, 1)
            multicall.math.divide(float(j), 0.0)
            multicall.no.such()
            results = multicall()
            answer = [fault(lambda: results[index]) for index in range(3)]
            return [j + 1, DIVISION_FAULT, UNKNOWN_FAULT], answer
        if kind in (2, 12):
            return DIVISION_FAULT, fault(lambda: proxy.math.divide(float(j), 0.0))
        if kind in (3, 13):
            return PARAMETER_FAULT, fault(lambda: proxy.math.add(j, "x"))
        if kind == 4:
            return METHODS, proxy.system.listMethods()
        if kind == 14:
            texts = [f"call {j}", "one two three", "x" * (j % 100 + 1)]
            return {texts[0]: 2, texts[1]: 3, texts[2]: 1}, proxy.text.words(texts)
        return 2 * j, proxy.math.add(j, j)


def main():
    url, pid = sys.argv[1], int(sys.argv[2])
    calls = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
    clients = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    load = Load(url, pid, calls, clients)
    load.run()
    load.rss.append(resident_kib(pid))
    for line in (load.failures + load.mismatches)[:10]:
        print(line, file=sys.stderr)
    print(f"{load.answered} of {calls} calls answered ({load.faults} faults, {len(load.mismatches)} wrong) "
          f"from {clients} clients in {load.seconds:.1f} s ({load.answered / load.seconds:.0f} calls/s); "
          f"server RSS {mib(load.rss[0])} MiB before, {mib(load.rss[min(2, len(load.rss) - 1)])} after 1,000 calls, "
          f"{mib(max(load.rss))} at most, {mib(load.rss[-1])} after")
    print(json.dumps({"calls": calls, "clients": clients, "answered": load.answered, "faults": load.faults,
                      "wrong": len(load.mismatches), "unanswered": len(load.failures),
                      "seconds": round(load.seconds, 2), "rss_kib": load.rss}))
    sys.exit(0 if load.answered == calls and not load.mismatches else 1)


if __name__ == "__main__":
    main()
