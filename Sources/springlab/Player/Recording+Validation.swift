extension Recording {
    /// Checks that the recording can be played back: a finite positive viewport, at least one
    /// frame, finite numbers everywhere and non-decreasing times. Negative sizes and alpha outside
    /// 0...1 are allowed (springs overshoot); the player clamps alpha.
    ///
    /// - Throws: ``RecordingError`` for the first problem found, in frame and element order.
    func validate() throws(RecordingError) {
        for (name, value) in [("viewportWidth", viewportWidth), ("viewportHeight", viewportHeight)]
        where !(value.isFinite && value > 0) {
            throw .invalidViewport(parameter: name, value: value)
        }
        guard !frames.isEmpty else { throw .noFrames }
        var previous = -Double.infinity
        for (index, frame) in frames.enumerated() {
            let values = [
                ("t", frame.t), ("contentOffsetX", frame.contentOffset.x), ("contentOffsetY", frame.contentOffset.y),
                ("contentWidth", frame.contentSize.width), ("contentHeight", frame.contentSize.height),
            ]
            for (name, value) in values + (frame.progress.map { [("progress", $0)] } ?? []) where !value.isFinite {
                throw .nonFiniteFrameValue(frame: index, parameter: name, value: value)
            }
            guard frame.t >= previous else { throw .timeGoesBackwards(frame: index, t: frame.t, previous: previous) }
            previous = frame.t
            for element in frame.elements {
                for (name, value) in element.numbers where !value.isFinite {
                    throw .nonFiniteElementValue(frame: index, element: element.id, parameter: name, value: value)
                }
            }
        }
    }
}

extension Recording.Element {
    /// The floating-point fields with their names, in encoding order.
    var numbers: [(String, Double)] {
        [
            ("centerX", centerX), ("centerY", centerY), ("width", width), ("height", height),
            ("a", a), ("b", b), ("c", c), ("d", d), ("alpha", alpha),
        ]
    }
}
