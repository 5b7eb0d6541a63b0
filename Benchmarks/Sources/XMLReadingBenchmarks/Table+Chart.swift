import BenchmarkChart

extension Table {
    /// The table as a panel of the chart: for each mode that read the file, its instructions and
    /// its median wall clock, each divided by the suite's hand-written delegate's (the writing
    /// suite's: the hand-written writer's).
    var panel: BarChart.Panel {
        let handWritten = results[suite.handWritten]
        var rows: [BarChart.Row] = []
        for mode in modes {
            guard let result = results[mode], result.failure == nil, let median = result.median else { continue }
            var values: [Double?] = []
            if showsInstructions {
                values.append(
                    result.instructions.flatMap { count in
                        handWritten?.instructions.map { Double(count) / Double($0) }
                    })
            }
            values.append(handWritten?.median.map { median / $0 })
            rows.append(BarChart.Row(label: mode.rawValue, values: values))
        }
        return BarChart.Panel(title: subject, rows: rows)
    }
}
