"""Records: the JSON-lines model every tool reads and writes (schemas, writer, reader)."""
