import Testing

/// Sample documents in the shape of real formats, for the `xml-describe` round trips: each
/// format's samples are described together, and every sample is read and written back by the
/// generated program.
enum XMLDescribeSamples {
    /// A format's name and its samples (file name, text).
    struct Format: Sendable, CustomTestStringConvertible {
        var name: String
        var samples: [(file: String, text: String)]
        /// A namespace some samples are in and others not (`.orNone`): each is written back in its
        /// own (`ElementNamespace`), and `xml-describe` notes it.
        var orNone: String? = nil
        var testDescription: String { name }
    }

    static let formats: [Format] = [
        Format(
            name: "atom",
            samples: [
                (
                    "atom.xml",
                    """
                    <?xml version="1.0" encoding="utf-8"?>
                    <feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xml:lang="en">
                      <title type="text">Example Feed</title>
                      <link href="http://example.org/" rel="alternate"/>
                      <link href="http://example.org/feed" rel="self"/>
                      <updated>2003-12-13T18:30:02Z</updated>
                      <author><name>John Doe</name></author>
                      <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
                      <entry>
                        <title>Atom-Powered Robots Run Amok</title>
                        <link href="http://example.org/2003/12/13/atom03"/>
                        <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
                        <updated>2003-12-13T18:30:02Z</updated>
                        <dc:creator>Jane</dc:creator>
                        <summary>Some text.</summary>
                        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Hello <b>world</b>!</div></content>
                      </entry>
                      <entry>
                        <title>Second</title>
                        <link href="http://example.org/2"/>
                        <id>urn:2</id>
                        <updated>2003-12-14T10:00:00+02:00</updated>
                        <content type="text">Plain</content>
                      </entry>
                    </feed>
                    """
                ),
                (
                    "atom2.xml",
                    """
                    <?xml version="1.0" encoding="utf-8"?>
                    <feed xmlns="http://www.w3.org/2005/Atom">
                      <title>Second Feed</title>
                      <subtitle type="html">All about &lt;b&gt;robots&lt;/b&gt;</subtitle>
                      <link href="http://example.com/"/>
                      <updated>2024-01-01T00:00:00Z</updated>
                      <id>tag:example.com,2024:feed</id>
                      <entry>
                        <title type="text">Only entry</title>
                        <link href="http://example.com/1" rel="alternate" type="text/html"/>
                        <link href="http://example.com/1.mp3" rel="enclosure" type="audio/mpeg" length="1337"/>
                        <id>tag:example.com,2024:1</id>
                        <updated>2024-01-01</updated>
                        <published>2023-12-31T23:59:59.250Z</published>
                        <category term="robots"/>
                        <category term="news" label="News"/>
                        <content type="html">&lt;p&gt;Hi&lt;/p&gt;</content>
                      </entry>
                    </feed>
                    """
                ),
            ]),
        Format(
            name: "rss",
            samples: [
                (
                    "rss.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
                      <channel>
                        <title>Liftoff News</title>
                        <link>http://liftoff.msfc.nasa.gov/</link>
                        <atom:link href="http://liftoff.msfc.nasa.gov/rss.xml" rel="self" type="application/rss+xml"/>
                        <description>Liftoff to Space Exploration.</description>
                        <language>en-us</language>
                        <pubDate>Tue, 10 Jun 2003 04:00:00 GMT</pubDate>
                        <ttl>60</ttl>
                        <image>
                          <url>http://liftoff.msfc.nasa.gov/news.gif</url>
                          <title>Liftoff News</title>
                          <link>http://liftoff.msfc.nasa.gov/</link>
                          <width>88</width>
                          <height>31</height>
                        </image>
                        <item>
                          <title>Star City</title>
                          <link>http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp</link>
                          <description>How do Americans get ready to work with Russians aboard the International Space Station?</description>
                          <pubDate>Tue, 03 Jun 2003 09:39:21 GMT</pubDate>
                          <guid isPermaLink="true">http://liftoff.msfc.nasa.gov/2003/06/03.html#item573</guid>
                          <dc:creator>NASA</dc:creator>
                          <category>space</category>
                          <category>russia</category>
                        </item>
                        <item>
                          <description><![CDATA[Sky watchers in Europe, Asia, and parts of Alaska and Canada will experience a <a href="http://science.nasa.gov/">partial eclipse</a>.]]></description>
                          <pubDate>Fri, 30 May 2003 11:06:42 GMT</pubDate>
                          <guid isPermaLink="false">item572</guid>
                          <enclosure url="http://example.com/eclipse.mp3" length="24986239" type="audio/mpeg"/>
                          <content:encoded><![CDATA[<p>Full <b>story</b></p>]]></content:encoded>
                        </item>
                      </channel>
                    </rss>
                    """
                )
            ]),
        Format(
            name: "pom",
            samples: [
                (
                    "pom.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                      <modelVersion>4.0.0</modelVersion>
                      <parent>
                        <groupId>org.example</groupId>
                        <artifactId>example-parent</artifactId>
                        <version>1.2.0</version>
                        <relativePath>../pom.xml</relativePath>
                      </parent>
                      <groupId>org.example</groupId>
                      <artifactId>example-core</artifactId>
                      <version>1.2.0-SNAPSHOT</version>
                      <packaging>jar</packaging>
                      <name>Example Core</name>
                      <properties>
                        <maven.compiler.source>17</maven.compiler.source>
                        <maven.compiler.target>17</maven.compiler.target>
                        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                        <skip-tests>false</skip-tests>
                      </properties>
                      <modules>
                        <module>core</module>
                        <module>cli</module>
                      </modules>
                      <dependencies>
                        <dependency>
                          <groupId>junit</groupId>
                          <artifactId>junit</artifactId>
                          <version>4.13.2</version>
                          <scope>test</scope>
                        </dependency>
                        <dependency>
                          <groupId>com.google.guava</groupId>
                          <artifactId>guava</artifactId>
                          <version>33.0.0-jre</version>
                          <optional>true</optional>
                          <exclusions>
                            <exclusion>
                              <groupId>com.google.code.findbugs</groupId>
                              <artifactId>jsr305</artifactId>
                            </exclusion>
                          </exclusions>
                        </dependency>
                      </dependencies>
                      <build>
                        <plugins>
                          <plugin>
                            <groupId>org.apache.maven.plugins</groupId>
                            <artifactId>maven-compiler-plugin</artifactId>
                            <version>3.11.0</version>
                            <configuration>
                              <release>17</release>
                              <compilerArgs>
                                <arg>-Xlint:all</arg>
                                <arg>-Werror</arg>
                              </compilerArgs>
                            </configuration>
                          </plugin>
                        </plugins>
                      </build>
                    </project>
                    """
                ),
                (
                    "old-pom.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <project>
                      <modelVersion>4.0.0</modelVersion>
                      <groupId>legacy</groupId>
                      <artifactId>legacy-lib</artifactId>
                      <version>0.9</version>
                      <dependencies>
                        <dependency>
                          <groupId>log4j</groupId>
                          <artifactId>log4j</artifactId>
                          <version>1.2.17</version>
                        </dependency>
                      </dependencies>
                    </project>
                    """
                ),
            ],
            orNone: "http://maven.apache.org/POM/4.0.0"),
        Format(
            name: "svg",
            samples: [
                (
                    "svg.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
                    <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="120" viewBox="0 0 200 120" version="1.1">
                      <title>Shapes</title>
                      <defs>
                        <linearGradient id="fade" x1="0" y1="0" x2="1" y2="1">
                          <stop offset="0" stop-color="#ff0000"/>
                          <stop offset="0.5" stop-color="#00ff00" stop-opacity="0.75"/>
                          <stop offset="1" stop-color="#0000ff"/>
                        </linearGradient>
                      </defs>
                      <g id="shapes" class="layer" transform="translate(10,10)">
                        <rect x="0" y="0" width="40" height="30" fill="url(#fade)"/>
                        <circle cx="70" cy="15" r="15" fill="red" stroke="black" stroke-width="1.5"/>
                        <rect x="100" y="0" width="20.5" height="30" rx="3"/>
                        <g id="inner" opacity="0.5">
                          <path d="M 0 50 L 40 90 Z" fill="none" stroke="blue"/>
                          <circle cx="10" cy="60" r="4"/>
                        </g>
                        <use xlink:href="#shapes" x="5" y="5"/>
                      </g>
                      <a xlink:href="https://example.org/">
                        <text x="10" y="110" font-size="12">Hello <tspan font-weight="bold">SVG</tspan> world!</text>
                      </a>
                    </svg>
                    """
                )
            ]),
        Format(
            name: "gpx",
            samples: [
                (
                    "gpx.xml",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <gpx version="1.1" creator="ExampleTracker" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">
                      <metadata>
                        <name>Morning run</name>
                        <time>2024-05-01T06:00:00Z</time>
                        <bounds minlat="47.6" minlon="-122.4" maxlat="47.7" maxlon="-122.3"/>
                      </metadata>
                      <wpt lat="47.644548" lon="-122.326897">
                        <ele>4.46</ele>
                        <name>Start</name>
                        <sym>Flag</sym>
                      </wpt>
                      <trk>
                        <name>Run</name>
                        <type>running</type>
                        <trkseg>
                          <trkpt lat="47.644548" lon="-122.326897"><ele>4.46</ele><time>2024-05-01T06:00:00Z</time></trkpt>
                          <trkpt lat="47.644549" lon="-122.326898"><ele>4.94</ele><time>2024-05-01T06:00:05Z</time></trkpt>
                          <trkpt lat="47.644550" lon="-122.3269"><ele>6</ele><time>2024-05-01T06:00:10.5Z</time></trkpt>
                        </trkseg>
                        <trkseg>
                          <trkpt lat="47.6446" lon="-122.327"><ele>6.5</ele><time>2024-05-01T06:01:00Z</time></trkpt>
                        </trkseg>
                      </trk>
                    </gpx>
                    """
                )
            ]),
        Format(
            name: "fontconfig",
            samples: [
                (
                    "fonts.conf",
                    """
                    <?xml version="1.0"?>
                    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                    <fontconfig>
                      <description>Example font configuration</description>
                      <dir>/usr/share/fonts</dir>
                      <dir prefix="xdg">fonts</dir>
                      <cachedir prefix="xdg">fontconfig</cachedir>
                      <match target="pattern">
                        <test qual="any" name="family"><string>mono</string></test>
                        <edit name="family" mode="assign" binding="same"><string>monospace</string></edit>
                      </match>
                      <alias>
                        <family>serif</family>
                        <prefer><family>DejaVu Serif</family><family>Times New Roman</family></prefer>
                      </alias>
                      <match target="font">
                        <edit name="antialias" mode="assign"><bool>true</bool></edit>
                        <edit name="dpi" mode="assign"><double>96</double></edit>
                      </match>
                      <dir>~/.fonts</dir>
                      <include ignore_missing="yes">conf.d</include>
                      <config>
                        <rescan><int>30</int></rescan>
                      </config>
                    </fontconfig>
                    """
                )
            ]),
        Format(
            name: "dbus",
            samples: [
                (
                    "dbus.xml",
                    """
                    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
                     "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
                    <node name="/org/example/Sample">
                      <interface name="org.freedesktop.DBus.Introspectable">
                        <method name="Introspect">
                          <arg name="xml_data" type="s" direction="out"/>
                        </method>
                      </interface>
                      <interface name="org.example.Sample">
                        <method name="Frobate">
                          <arg name="foo" type="i" direction="in"/>
                          <arg name="bar" type="s" direction="out"/>
                          <annotation name="org.freedesktop.DBus.Deprecated" value="true"/>
                        </method>
                        <signal name="Changed">
                          <arg name="new_value" type="b"/>
                        </signal>
                        <property name="Bar" type="y" access="readwrite"/>
                        <method name="Reset"/>
                      </interface>
                      <node name="child_of_sample">
                        <node name="grandchild"/>
                      </node>
                    </node>
                    """
                ),
                (
                    "entities.xml",
                    """
                    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
                    "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd" [
                      <!ENTITY ERROR_DENIED "org.example.Denied">
                    ]>
                    <node name="/" xmlns:doc="http://www.freedesktop.org/dbus/1.0/doc.dtd">
                      <interface name="org.example.Kit">
                        <doc:doc><doc:description><doc:para>The root interface.</doc:para></doc:description></doc:doc>
                        <property name="VersionMajor" type="u" access="read"/>
                        <method name="CanAuthorize">
                          <arg type="s" name="action_id" direction="in"/>
                          <arg type="u" name="result" direction="out"/>
                          <doc:doc><doc:errors><doc:error name="&ERROR_DENIED;">if denied</doc:error></doc:errors></doc:doc>
                        </method>
                      </interface>
                    </node>
                    """
                ),
            ]),
        Format(
            name: "names",
            samples: [
                (
                    "edge.xml",
                    """
                    <r xmlns:x="urn:example:x" xmlns:dc="http://purl.org/dc/elements/1.1/" xml:lang="en" lang="de" class="c" x:lang="fr">
                      <class>a</class>
                      <default>b</default>
                      <foo-bar>c</foo-bar>
                      <foo_bar>d</foo_bar>
                      <self>e</self>
                      <_2x>f</_2x>
                      <Type>g</Type>
                      <String kind="s">h</String>
                      <link href="a"/>
                      <x:link href="b"/>
                      <dc:title>t</dc:title>
                      <title>u</title>
                      <zip>01234</zip>
                      <count>01</count>
                      <ratio>1.0</ratio>
                      <flag>true</flag>
                      <when>2024-01-01T00:00:00Z</when>
                      <day>2024-01-01</day>
                      <precise>2024-01-01T00:00:00.123456Z</precise>
                      <big>12345678901234567890</big>
                      <empty/>
                      <parsingDescription>p</parsingDescription>
                      <text>q</text>
                    </r>
                    """
                )
            ]),
        Format(
            name: "keywords-and-cycles",
            samples: [
                (
                    "cycles.xml",
                    """
                    <doc>
                      <_2x a="1"><in>x</in></_2x>
                      <list><default>1</default><self>2</self><default>3</default><none/></list>
                      <a><b><a><b/></a></b></a>
                      <flags on="true"/><flags/>
                      <maybe><opt flag="false">1</opt><opt>true</opt></maybe>
                      <e/>
                    </doc>
                    """
                )
            ]),
    ]
}
