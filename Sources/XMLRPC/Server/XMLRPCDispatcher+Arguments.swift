extension XMLRPCDispatcher {
    /// A call's parameters on their way to a typed handler: counted, then decoded one by one, each
    /// failure a -32602 fault that names the method and the parameter.
    struct Arguments {
        let call: XMLRPCMethodCall
        let signature: [String]?

        init(_ call: XMLRPCMethodCall, signature: [String]?) {
            self.call = call
            self.signature = signature
        }

        /// Throws unless the call has exactly `count` parameters:
        /// `math.add takes 2 parameters (int, int), received 3`.
        func expect(count: Int) throws(XMLRPCFault) {
            let received = call.params.count
            guard received != count else { return }
            var text = "\(call.methodName) takes "
            text += count == 0 ? "no parameters" : count == 1 ? "1 parameter" : "\(count) parameters"
            if let signature, count > 0, signature.count == count + 1 {
                text += " (" + signature.dropFirst().joined(separator: ", ") + ")"
            }
            text += ", received \(received)"
            throw XMLRPCFault(faultCode: XMLRPCFault.Code.invalidParameters, faultString: text)
        }

        /// The parameter at `index` as a `T`: `math.add: params[1]: expected an int that fits Int, found string`.
        func decode<T: XMLRPCDecodable>(_ type: T.Type = T.self, at index: Int) throws(XMLRPCFault) -> T {
            do {
                return try T.decode(call.params[index], in: XMLRPCDecodingContext())
            } catch let failure as TypedFailure {
                throw XMLRPCFault(
                    faultCode: XMLRPCFault.Code.invalidParameters,
                    faultString: "\(call.methodName): " + failure.message(from: "params[\(index)]"))
            } catch {
                throw XMLRPCFault(
                    faultCode: XMLRPCFault.Code.invalidParameters,
                    faultString: "\(call.methodName): params[\(index)]: \(error)")
            }
        }

        /// The one parameter of a one-parameter method.
        func decode<T: XMLRPCDecodable>(_ type: T.Type) throws(XMLRPCFault) -> T {
            try expect(count: 1)
            return try decode(type, at: 0)
        }
    }
}
