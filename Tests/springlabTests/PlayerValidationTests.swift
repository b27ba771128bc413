import Testing
@testable import springlab

@Suite("Player: recording validation")
struct PlayerValidationTests {
    @Test("the fixtures are valid")
    func fixturesAreValid() throws {
        try tinyRecording().validate()
        try Recording.sample().validate()
    }

    /// `tinyRecording()` with one change, and the message it must produce.
    static let invalidCases: [(Recording, String)] = {
        func with(_ change: (inout Recording) -> Void) -> Recording {
            var recording = tinyRecording()
            change(&recording)
            return recording
        }
        return [
            (with { $0.viewportWidth = 0 }, "recording viewportWidth must be finite and positive; got 0.0"),
            (with { $0.viewportHeight = -.infinity }, "recording viewportHeight must be finite and positive; got -inf"),
            (with { $0.viewportWidth = .nan }, "recording viewportWidth must be finite and positive; got nan"),
            (with { $0.frames = [] }, "recording has no frames"),
            (with { $0.frames[1].t = .nan }, "frame 1: t must be finite; got nan"),
            (with { $0.frames[0].contentOffset.y = .infinity }, "frame 0: contentOffsetY must be finite; got inf"),
            (with { $0.frames[1].contentSize.height = .nan }, "frame 1: contentHeight must be finite; got nan"),
            (with { $0.frames[1].t = -0.25 }, "frame 1: t = -0.25 is earlier than the previous frame's t = 0.0"),
            (with { $0.frames[0].elements[1].centerX = .nan },
             "frame 0, element 'cell [0, 0]': centerX must be finite; got nan"),
            (with { $0.frames[1].elements[1].d = -.infinity },
             "frame 1, element 'footer [0, 0]': d must be finite; got -inf"),
            (with { $0.frames[1].elements[0].alpha = .nan },
             "frame 1, element 'cell [0, 0]': alpha must be finite; got nan"),
        ]
    }()

    @Test("bad recordings throw a typed error naming the field and value", arguments: invalidCases)
    func invalid(recording: Recording, message: String) throws {
        let error = try #require(throws: RecordingError.self) { try recording.validate() }
        #expect(error.description == message)
        let renderError = try #require(throws: RecordingError.self) { try HTMLPlayer.render(recording) }
        #expect(renderError.description == message)
    }

    @Test("overshooting alpha, negative sizes and equal times are playable")
    func tolerated() throws {
        var recording = tinyRecording()
        recording.frames[0].elements[0].alpha = 1.07
        recording.frames[0].elements[1].alpha = -0.02
        recording.frames[1].elements[1].width = -3
        recording.frames[1].t = 0
        try recording.validate()
        _ = try HTMLPlayer.render(recording)
    }
}
