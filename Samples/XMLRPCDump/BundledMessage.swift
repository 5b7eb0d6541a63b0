/// The message `xmlrpc-dump` reads when no file is given: a response with one value of every type.
enum BundledMessage {
    static let xml = """
        <?xml version="1.0"?>
        <methodResponse>
          <params>
            <param>
              <value>
                <struct>
                  <member><name>title</name><value><string>Dune &amp; Sons</string></value></member>
                  <member><name>postid</name><value><i4>41</i4></value></member>
                  <member><name>views</name><value><i8>5000000000</i8></value></member>
                  <member><name>published</name><value><boolean>1</boolean></value></member>
                  <member><name>rating</name><value><double>4.5</double></value></member>
                  <member><name>date</name><value><dateTime.iso8601>19980717T14:08:55</dateTime.iso8601></value></member>
                  <member><name>cover</name><value><base64>eW91IGNhbid0IHJlYWQgdGhpcyE=</base64></value></member>
                  <member><name>editor</name><value><nil/></value></member>
                  <member><name>tags</name><value><array><data><value>sf</value><value><string>classic</string></value></data></array></value></member>
                </struct>
              </value>
            </param>
          </params>
        </methodResponse>
        """
}
