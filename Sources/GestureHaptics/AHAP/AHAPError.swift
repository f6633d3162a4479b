import Gestures

/// A malformed AHAP file, located by the JSON path of the value at fault
/// (`Pattern[3].Event.EventParameters[0].ParameterValue`) or, for bad JSON syntax, by line and
/// column.
public typealias AHAPError = JSONDocumentError
