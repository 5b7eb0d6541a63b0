"""Writes the fuzz targets' seed corpora: documents of each target's format in UTF-8, UTF-16,
UTF-32, EBCDIC (IBM037) and Shift_JIS, with and without declarations, DTDs and entities; for the
http target, HTTP/1.1 responses (Content-Length, chunked, until close, 1xx, gzip and deflate).

    python3 Tests/Fuzz/seeds.py .build/fuzz/seeds
"""
import gzip
import os
import sys
import zlib

CATALOG = '''<catalog xmlns:x="urn:example:extra">
  <book id="1" available="yes" x:note="n">
    <isbn>978-0441172719</isbn><title>Dune &amp; more</title>
    <authors><author><name>Frank Herbert</name></author><author><name>夏目漱石</name></author></authors>
    <details><pages>412</pages><price currency="USD">9.99</price></details>
    <published>1965-08-01</published>
    <publisher><name>Chilton</name><address>Philadelphia</address></publisher>
    <description xml:lang="en">A <em>desert</em> planet &amp; its <b class="spice">spice</b><![CDATA[ <raw> ]]>.</description>
  </book>
  <book id="2" available="false"><isbn>2</isbn><title>Le Petit Prince</title><details><pages>96</pages></details></book>
</catalog>
'''

DTD = '''<!DOCTYPE catalog [
  <!ATTLIST book available CDATA "no">
  <!ENTITY herbert "<author><name>Frank Herbert</name></author>">
  <!ENTITY copy "&#169;">
]>
'''

XMLRPC = [
    '<methodCall><methodName>examples.getStateName</methodName><params><param><value><i4>41</i4></value></param></params></methodCall>',
    '<methodResponse><params><param><value><struct><member><name>a</name><value><array><data><value><int>1</int></value><value><string>two</string></value><value><double>3.5</double></value><value><boolean>1</boolean></value><value><dateTime.iso8601>19980717T14:08:55</dateTime.iso8601></value><value><base64>eW91IGNhbid0IHJlYWQgdGhpcyE=</base64></value><value>plain</value><value><nil/></value></data></array></value></member></struct></value></param></params></methodResponse>',
    '<methodResponse><fault><value><struct><member><name>faultCode</name><value><int>4</int></value></member><member><name>faultString</name><value><string>Too many parameters.</string></value></member></struct></value></fault></methodResponse>',
]

INPUT = '''<entries>
  <entry id="1" kind="a"><title>Zoë</title><value>1.5</value><value>-2e3</value>
    <entry id="2"><title>inner</title><content>mixed <b>bold</b> &amp; <![CDATA[cdata]]></content></entry>
  </entry>
  <!-- a comment --><?pi data?>
  <entry><title>&#x1F415;</title></entry>
</entries>
'''

ENCODINGS = [
    ('UTF-8', 'utf-8', b''),
    ('UTF-8', 'utf-8', b'\xef\xbb\xbf'),
    ('UTF-16', 'utf-16-le', b'\xff\xfe'),
    ('UTF-16', 'utf-16-be', b'\xfe\xff'),
    ('UTF-32', 'utf-32-le', b'\xff\xfe\x00\x00'),
    ('UTF-32', 'utf-32-be', b'\x00\x00\xfe\xff'),
    ('IBM037', 'cp037', b''),
    ('Shift_JIS', 'shift_jis', b''),
    ('ISO-8859-1', 'latin-1', b''),
]


SHAPES = [
    '''<plist version="1.0"><dict><key>name</key><string>Dune &amp; co</string><key>n</key><integer>-7</integer>
<key>r</key><real>1e3</real><key>ok</key><true/><key>list</key><array><date>2020-01-02T03:04:05Z</date>
<data>AAEC</data><dict/><false/></array></dict></plist>''',
    '''<shapes xmlns="urn:shapes" xmlns:x="urn:x" x:extra="1" version="2"><properties><a>1</a><b.c> 2 </b.c></properties>
<limits><limit name="cpu">2</limit><limit name="cpu">4</limit></limits>
<servers><entry><id>a</id><server port="80"><host>h</host></server></entry><entry><server/><id>b</id></entry></servers>
<details><pages>412</pages><price currency="EUR"/></details><main type="label">hi</main>
<items><server><host>x</host></server><count>3</count><on/><off/><label>l</label></items>
<optional xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><value>a</value><value xsi:nil="true"/><value/></optional>
<rows><row><cell>1</cell></row><row/></rows><links><link href="a.html"/></links>
<x:note lang="en">Some <b>mixed</b> text<![CDATA[ <raw> ]]></x:note></shapes>''',
]


HTTP_BODY = b'<?xml version="1.0"?>\n<catalog><book id="1"><title>Dune</title></book></catalog>\n'


def raw_deflate(data):
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def chunked(pieces, last=b'0\r\n\r\n'):
    return b''.join(b'%x\r\n%s\r\n' % (len(piece), piece) for piece in pieces) + last


def http_responses():
    xml = b'Content-Type: application/xml; charset=UTF-8\r\n'
    yield b'HTTP/1.1 200 OK\r\n%sContent-Length: %d\r\n\r\n%s' % (xml, len(HTTP_BODY), HTTP_BODY)
    # Chunk extensions, a quoted one included, and trailer fields.
    yield (b'HTTP/1.1 200 OK\r\n%sTransfer-Encoding: chunked\r\n\r\n' % xml
           + b'1a;name=value;q="a;b"\r\n' + HTTP_BODY[:26] + b'\r\n'
           + b'%X ; ext\r\n%s\r\n' % (len(HTTP_BODY) - 26, HTTP_BODY[26:])
           + b'000;last\r\nExpires: 0\r\nX-Checksum: abc\r\n\r\n')
    yield (b'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n'
           b'HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s' % (len(HTTP_BODY), HTTP_BODY))
    compressed = gzip.compress(HTTP_BODY, mtime=0)
    yield b'HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n%s' % (len(compressed), compressed)
    # Two gzip members, chunked in pieces that cut through them.
    members = gzip.compress(HTTP_BODY[:30], mtime=0) + gzip.compress(HTTP_BODY[30:], mtime=0)
    yield (b'HTTP/1.1 200 OK\r\nContent-Encoding: x-gzip\r\nTransfer-Encoding: chunked\r\n\r\n'
           + chunked([members[:7], members[7:40], members[40:]]))
    # A zlib stream (HTTP's deflate) and raw deflate data (what some servers send), until close.
    deflated = zlib.compress(HTTP_BODY)
    yield b'HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\nContent-Length: %d\r\n\r\n%s' % (len(deflated), deflated)
    yield b'HTTP/1.0 200 OK\r\nContent-Encoding: Deflate\r\nConnection: close\r\n\r\n' + raw_deflate(HTTP_BODY)
    # Content that expands past the 64 KiB a piece of output takes.
    yield b'HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n' + gzip.compress(b'<a>' + b'x' * 70000 + b'</a>', mtime=0)
    yield b'HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\n\r\n' + raw_deflate(b'a' * 65600)
    # Bare LF line ends, a folded field, a body read until the connection closes.
    yield b'HTTP/1.1 200 OK\nContent-Type: application/xml;\n charset=UTF-8\nServer:  fuzz \n\n' + HTTP_BODY
    yield (b'HTTP/1.1 200 OK\nTransfer-Encoding: chunked\n\n'
           + b''.join(b'%x\n%s\n' % (len(piece), piece) for piece in [HTTP_BODY[:10], HTTP_BODY[10:]]) + b'0\n\n')
    yield b'HTTP/1.1 204 No Content\r\nContent-Length: 10\r\n\r\n'
    yield b'HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n\r\n'
    yield b'HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'


def variants(body):
    for name, codec, bom in ENCODINGS:
        text = '<?xml version="1.0" encoding="%s"?>\n%s' % (name, body)
        try:
            yield bom + text.encode(codec)
        except UnicodeEncodeError:
            # Replace what the encoding lacks.
            yield bom + text.encode(codec, errors='xmlcharrefreplace')
        if codec.startswith('utf'):
            yield bom + body.encode(codec)


def write(directory, documents):
    os.makedirs(directory, exist_ok=True)
    for index, document in enumerate(documents):
        with open(os.path.join(directory, 'seed-%03d' % index), 'wb') as file:
            file.write(document)


def main(root):
    catalog = list(variants(CATALOG)) + list(variants(DTD + CATALOG.replace('<authors>', '<authors>&herbert;')))
    write(os.path.join(root, 'catalog'), catalog)
    write(os.path.join(root, 'xmlrpc'), [d for body in XMLRPC for d in variants(body)])
    write(os.path.join(root, 'shapes'), [d for body in SHAPES for d in variants(body)])
    write(os.path.join(root, 'http'), list(http_responses()))
    write(os.path.join(root, 'input'), list(variants(INPUT)) + [b'\x01' + d for d in variants(DTD.replace('catalog', 'entries') + INPUT.replace('<title>inner', '<title>&copy;inner'))])


if __name__ == '__main__':
    main(sys.argv[1])
