"""The browser front end: the only package of pygames that imports `pyscript` or `js`.

The page (site/index.html) runs `from pygames.web.app import main; main()` under PyScript, with
the pygames wheel unpacked onto sys.path. Nothing here is imported by the engine or the tests
of the engine, so CPython can import pygames without a browser.
"""
