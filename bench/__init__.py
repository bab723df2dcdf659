"""The benchmark: speed and peak memory of our tools side by side with the peers.

``python3 -m bench`` runs it (see ``__main__``). ``extractors`` names what is measured,
``worker`` measures one in-process extractor on one document in a fresh interpreter,
``cli`` times a command-line pipeline, ``corpus`` runs every tool over the corpus and
prints the ratio table, ``scale`` the peak-memory run on generated long documents,
``profiling`` profiles ``pdf-export -f text``, ``environment`` records the versions and
``report`` formats tables and writes the JSON results.
"""
