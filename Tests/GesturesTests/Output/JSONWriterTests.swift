import Foundation
import Testing

@testable import Gestures

/// The one JSON writer of the logs: commas between members and elements at every depth, the
/// fast and the slow path of numbers giving the same text, escaping, and valid JSON throughout.
@Suite struct JSONWriterTests {
  func written(_ body: (inout JSONWriter) -> Void) -> String {
    let out = OutputBuffer()
    var j = JSONWriter(out)
    body(&j)
    return out.text
  }

  @Test func nestingAndCommas() {
    let text = written { j in
      j.beginObject()
      j.member("time", fixed: 0.5, decimals: 6)
      j.member("phase", name: "down")
      j.key("list")
      j.beginArray()
      j.integer(1)
      j.beginObject()
      j.member("a", bool: true)
      j.key("b")
      j.null()
      j.endObject()
      j.beginArray()
      j.endArray()
      j.pair(Point(x: 1, y: -2))
      j.endArray()
      j.key("map")
      j.beginObject()
      j.key(escaping: "quote\"d")
      j.string("tab\there")
      j.endObject()
      j.member("end", integer: 7)
      j.endObject()
    }
    #expect(
      text
        == #"{"time":0.500000,"phase":"down","list":[1,{"a":true,"b":null},[],[1.000,-2.000]],"map":{"quote\"d":"tab\there"},"end":7}"#
    )
    #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
  }

  /// Numbers beyond the fast digits and non-finite ones take the slow path, first or not, with
  /// the same text as a plain append.
  @Test func slowNumbersKeepTheirCommas() {
    for first in [1e19, -1e300, Double.nan, .infinity, 12.5] {
      for second in [1e19, Double.nan, 0.25] {
        let text = written { j in
          j.beginObject()
          j.member("a", fixed: first, decimals: 3)
          j.member("b", fixed: second, decimals: 3)
          j.key("c")
          j.fixed(second, decimals: 2)
          j.endObject()
        }
        let a = OutputBuffer()
        a.append(fixed: first, decimals: 3)
        let b = OutputBuffer()
        b.append(fixed: second, decimals: 3)
        let c = OutputBuffer()
        c.append(fixed: second, decimals: 2)
        #expect(text == "{\"a\":\(a.text),\"b\":\(b.text),\"c\":\(c.text)}")
      }
    }
  }

  /// A run of members written on its own (a cached header) continues an object.
  @Test func continuingAnObject() {
    let out = OutputBuffer()
    var j = JSONWriter(continuingObjectIn: out)
    j.member("device", string: "pad")
    j.member("node", string: "root")
    #expect(out.text == #","device":"pad","node":"root""#)
  }
}
