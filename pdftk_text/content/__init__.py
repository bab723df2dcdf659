"""Content streams: the lexer, the graphics state, the interpreter and the device protocol."""
