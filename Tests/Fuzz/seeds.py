"""Writes the fuzz targets' seed corpora: documents of each target's format in UTF-8, UTF-16,
UTF-32, EBCDIC (IBM037) and Shift_JIS, with and without declarations, DTDs and entities; the
input target also gets the W3C XML Conformance Test Suite's documents that have an internal DTD
subset, the corpus where a DTD grammar finds its bugs. The suite's zip is not in this repository:
it is read from $XMLREADING_CONFORMANCE_SUITE when that names a file, else from
../shared/conformance/xmlts20130923.zip beside the repository.

    python3 Tests/Fuzz/seeds.py .build/fuzz/seeds
"""
import base64
import os
import re
import sys
import zipfile

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
    '''<shapes xmlns="urn:shapes" ref="n1"><note id="n1"><link ref="n2"/></note><note id="n2"/>
<main type="label">f</main><items><figure port="8"><host>h</host></figure><figure kind="label">l</figure></items></shapes>''',
]

# Inputs on which the input target once crashed (issue 23: a '[' right after the DOCTYPE's '>',
# which libxml2's push parser reads as an internal subset), kept as regression seeds.
INPUT_FINDINGS = [
    'PCFET0NUWVBFIGYtLT5bCjwhRUxFTUVOVCBmb28gQU5ZPgo8IUFUVExJU1QgZm9vIHhtbDpsYW5nIE5NVE9LRU4gI0lNUExJRUQ+Cl0+Cjxmb28geG1sOmxh'
    'SUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSW5nPSJuZHMiPgogPGZvbyB4bWw6bGFuZz0iYXJ0LWxvamJhbiIvPgo8L2Zvbz4K',
]


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


def conformance_archive():
    """The suite's zip: the first of $XMLREADING_CONFORMANCE_SUITE and
    <repository>/../shared/conformance/xmlts20130923.zip that exists; exits naming both if neither does."""
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
    shared = os.path.normpath(os.path.join(root, '..', 'shared', 'conformance', 'xmlts20130923.zip'))
    variable = os.environ.get('XMLREADING_CONFORMANCE_SUITE') or None
    for place in [variable, shared]:
        if place and os.path.isfile(place):
            return place
    sys.exit('seeds.py: the W3C XML Conformance Test Suite is neither at XMLREADING_CONFORMANCE_SUITE (%s) nor at %s'
             % (variable or 'not set', shared))


def conformance_documents(subset_only=True):
    """The suite's documents of at most 4 KB with an internal subset (all of them when not
    subset_only), each as it is (its first byte, '<', even: DTDPolicy.standard) and, when it has
    no XML declaration, after a tab (odd: DTDPolicy.internalEntities)."""
    archive = conformance_archive()
    documents = []
    with zipfile.ZipFile(archive) as suite:
        for name in sorted(suite.namelist()):
            if not name.endswith('.xml') or suite.getinfo(name).file_size > 4096:
                continue
            document = suite.read(name)
            if subset_only and not re.search(rb'<!DOCTYPE[^>\[]*\[', document):
                continue
            documents.append(document)
            if not document.startswith(b'<?xml'):
                documents.append(b'\t' + document)
    return documents


def main(root):
    catalog = list(variants(CATALOG)) + list(variants(DTD + CATALOG.replace('<authors>', '<authors>&herbert;')))
    write(os.path.join(root, 'catalog'), catalog)
    write(os.path.join(root, 'xmlrpc'), [d for body in XMLRPC for d in variants(body)])
    write(os.path.join(root, 'shapes'), [d for body in SHAPES for d in variants(body)])
    input_seeds = (list(variants(INPUT)) + [b'\x01' + d for d in variants(DTD.replace('catalog', 'entries') + INPUT.replace('<title>inner', '<title>&copy;inner'))])
    findings = [base64.b64decode(finding) for finding in INPUT_FINDINGS]
    write(os.path.join(root, 'input'), input_seeds + conformance_documents() + findings)
    # The differential target reads every input with both parsers: every other target's seeds and
    # all the suite's documents of at most 4 KB.
    write(os.path.join(root, 'differential'), catalog + [d for body in XMLRPC for d in variants(body)]
          + [d for body in SHAPES for d in variants(body)] + input_seeds + conformance_documents(subset_only=False)
          + findings)


if __name__ == '__main__':
    main(sys.argv[1])
