/// The catalog `book-catalog` reads when no file is given.
enum BundledCatalog {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A small catalog in the schema of the README. -->
        <catalog xmlns:x="urn:example:extra">
          <book id="1" available="yes">
            <isbn>978-0441172719</isbn>
            <title>Dune</title>
            <authors>
              <author><name>Frank Herbert</name></author>
            </authors>
            <details>
              <pages>412</pages>
              <price currency="USD">9.99</price>
            </details>
            <published>1965-08-01</published>
            <publisher>
              <name>Chilton Books</name>
              <address>Philadelphia</address>
            </publisher>
            <description>A <em>desert</em> planet &amp; its <b class="spice">spice</b>.</description>
            <reviews><review><title>Not this title</title></review></reviews>
          </book>
          <book id="2">
            <title>Le Petit Prince</title>
            <x:note>foreign-namespace elements are ignored</x:note>
            <isbn>978-2070612758</isbn>
            <pages>96</pages>
            <price currency="EUR">7.50</price>
            <authors>
              <author><name>Antoine de Saint-Exupéry</name></author>
            </authors>
            <description><![CDATA[Un conte <poétique> & philosophique.]]></description>
          </book>
          <book id="3" available="false">
            <isbn>978-4101001616</isbn>
            <title>吾輩は猫である</title>
            <authors>
              <author><name>夏目漱石</name></author>
              <author><name>Natsume Sōseki</name></author>
            </authors>
            <?render hint="ignored"?>
            <details><pages>470</pages></details>
            <price currency="JPY">1200</price>
            <published>1905-01-01</published>
            <description/>
          </book>
        </catalog>
        """
}
